import { describe, expect, it } from 'vitest';
import { withAlpha } from './colour-alpha';

describe('withAlpha', () => {
  it('should write a hex colour as rgba with the alpha', () => {
    expect(withAlpha('#0ecb81', 0.35)).toBe('rgba(14,203,129,0.35)');
    expect(withAlpha('#f6465d', 0)).toBe('rgba(246,70,93,0)');
  });

  it('should answer the same string for the same colour and alpha, another for another alpha', () => {
    const a = withAlpha('#112233', 0.6);
    expect(withAlpha('#112233', 0.6)).toBe(a);
    expect(withAlpha('#112233', 0.5)).toBe('rgba(17,34,51,0.5)');
  });
});
