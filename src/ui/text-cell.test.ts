import { describe, expect, it } from 'vitest';
import { SizedTextCell, TextCell, writeText, type CellHost } from './text-cell';

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

describe('SizedTextCell', () => {
  it('should set its box\'s --chars only when the length of its text changes', () => {
    const f = fakeHost();
    const widths: string[] = [];
    const cell = new SizedTextCell({ ...f.host, style: { setProperty: (name, value) => void widths.push(`${name}=${value}`) } });
    expect(cell.set('61234.50')).toBe(true);
    expect(cell.set('61234.75')).toBe(true);
    expect(cell.set('61234.75')).toBe(false);
    expect(cell.set('9999.5')).toBe(true);
    expect(f.writes).toEqual(['61234.50', '61234.75', '9999.5']);
    expect(widths).toEqual(['--chars=8', '--chars=6']);
  });
});

describe('writeText', () => {
  /** An element with children as the DOM keeps them: text nodes (nodeType 3) carry nodeValue. */
  function fakeElement(first: { nodeType: number; nodeValue: string } | null) {
    const el = { firstChild: first, textContentWrites: 0, set textContent(v: string) {
      el.textContentWrites++;
      el.firstChild = { nodeType: 3, nodeValue: v };
    } };
    return el;
  }

  it('should change the text node in place, and only when the text differs', () => {
    const node = { nodeType: 3, nodeValue: '1.00' };
    const el = fakeElement(node);
    writeText(el as unknown as Element, '1.00');
    writeText(el as unknown as Element, '1.01');
    expect(el.firstChild).toBe(node);
    expect(node.nodeValue).toBe('1.01');
    expect(el.textContentWrites).toBe(0);
  });

  it('should make the text node once when the element has none (empty, or an element first)', () => {
    const empty = fakeElement(null);
    writeText(empty as unknown as Element, 'BTC');
    expect(empty.textContentWrites).toBe(1);
    expect(empty.firstChild).toEqual({ nodeType: 3, nodeValue: 'BTC' });
    const withChild = fakeElement({ nodeType: 1, nodeValue: '' });
    writeText(withChild as unknown as Element, 'ETH');
    expect(withChild.textContentWrites).toBe(1);
  });
});
