import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Box({ open, text }: { open: boolean; text: string }) {
  return <p data-open={open}>{text}</p>;
}

function counted() {
  let loads = 0;
  const part = lazyPart<{ open: boolean; text: string }>(async () => {
    loads += 1;
    return Box;
  }, (p) => p.open);
  return { part, loads: () => loads };
}

describe('lazyPart', () => {
  it('renders nothing and fetches nothing until the part is first shown', () => {
    const { part, loads } = counted();
    expect(renderToString(<part.Part open={false} text="x" />)).toBe('');
    expect(loads()).toBe(0);
  });

  it('renders a prefetched part in the same pass, without the Suspense fallback', async () => {
    const { part, loads } = counted();
    await part.prefetch();
    await part.prefetch();
    expect(loads()).toBe(1);
    expect(renderToString(<part.Part open text="hello" />)).toContain('hello');
  });

  it('fetches a part shown before any prefetch', async () => {
    const { part, loads } = counted();
    expect(renderToString(<part.Part open text="later" />)).not.toContain('later');
    expect(loads()).toBe(1);
    await part.prefetch();
    expect(loads()).toBe(1);
  });

  it('tries a failed fetch again', async () => {
    let calls = 0;
    const part = lazyPart<{ open: boolean }>(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return () => <i>ok</i>;
    }, (p) => p.open);
    await expect(part.prefetch()).rejects.toThrow('offline');
    await part.prefetch();
    expect(calls).toBe(2);
    expect(renderToString(<part.Part open />)).toContain('ok');
  });
});
