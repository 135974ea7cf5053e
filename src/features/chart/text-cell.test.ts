import { describe, expect, it } from 'vitest';
import { TextCell, type CellHost } from './text-cell';

/** An element stand-in: its children, and every write to a text node's data. */
function fakeHost() {
  const writes: string[] = [];
  let children: unknown[] = ['old text', { tag: 'b' }];
  let replaced = 0;
  const host: CellHost = {
    ownerDocument: {
      createTextNode(data: string) {
        let value = data;
        return {
          get data() { return value; },
          set data(v: string) { writes.push(v); value = v; },
        };
      },
    },
    replaceChildren: (...nodes: never[]) => {
      replaced++;
      children = nodes;
    },
  };
  return { host, writes, children: () => children, replaced: () => replaced };
}

describe('TextCell', () => {
  it('should hold one text node of its own and change only its data afterwards', () => {
    const f = fakeHost();
    const cell = new TextCell(f.host, '--');
    expect(f.children()).toHaveLength(1);
    const node = f.children()[0] as { data: string };
    expect(node.data).toBe('--');
    expect(cell.set('61234.50')).toBe(true);
    expect(cell.set('61234.75')).toBe(true);
    expect(f.writes).toEqual(['61234.50', '61234.75']);
    // the element's children were set once, at construction: no node is added or removed per value
    expect(f.replaced()).toBe(1);
    expect(f.children()[0]).toBe(node);
    expect(cell.text).toBe('61234.75');
  });

  it('should write nothing when the text is the same', () => {
    const f = fakeHost();
    const cell = new TextCell(f.host, '1.00');
    expect(cell.set('1.00')).toBe(false);
    expect(f.writes).toEqual([]);
  });
});
