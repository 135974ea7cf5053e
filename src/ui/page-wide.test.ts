import { describe, expect, it } from 'vitest';
import { liftAncestors, PAGE_WIDE_PATH } from './page-wide';

/** An element with the parts liftAncestors uses: its parent, its tag, its attributes. */
function node(tagName: string, parentElement: Element | null): Element {
  const attrs = new Set<string>();
  return {
    tagName, parentElement,
    setAttribute: (name: string) => { attrs.add(name); },
    removeAttribute: (name: string) => { attrs.delete(name); },
    hasAttribute: (name: string) => attrs.has(name),
  } as unknown as Element;
}

describe('liftAncestors', () => {
  it('should mark every ancestor below the body, not the box nor the body, and take the marks off again', () => {
    const html = node('HTML', null);
    const body = node('BODY', html);
    const grid = node('DIV', body);
    const item = node('DIV', grid);
    const module = node('SECTION', item);
    const chart = node('DIV', module);
    const undo = liftAncestors(chart);
    expect([html, body, grid, item, module, chart].map((el) => el.hasAttribute(PAGE_WIDE_PATH))).toEqual([false, false, true, true, true, false]);
    undo();
    expect([grid, item, module].some((el) => el.hasAttribute(PAGE_WIDE_PATH))).toBe(false);
  });

  it('should mark nothing for a box not in the page', () => {
    expect(() => liftAncestors(null)()).not.toThrow();
    const loose = node('DIV', null);
    expect(() => liftAncestors(loose)()).not.toThrow();
  });
});
