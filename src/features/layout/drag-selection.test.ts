import { describe, expect, it } from 'vitest';
import { DRAGGABLE_STYLE_ID, preemptDraggableStyles, startsGridGesture } from './drag-selection';

/** A head and an id lookup: what preemptDraggableStyles uses of a document. */
function fakeDoc() {
  const byId = new Map<string, { id: string; textContent: string }>();
  const head = { children: [] as { id: string; textContent: string }[], appendChild(el: { id: string; textContent: string }) {
    this.children.push(el);
    byId.set(el.id, el);
    return el;
  } };
  return {
    head,
    getElementById: (id: string) => byId.get(id) ?? null,
    createElement: () => ({ id: '', textContent: '' }),
  };
}

/** An element inside the given ancestors' classes (closest matches a class of the list). */
function inside(...classes: string[]) {
  return { closest: (selector: string) => (selector.split(',').some((s) => classes.includes(s.trim().slice(1))) ? {} : null) };
}

describe('drag selection', () => {
  it('should put react-draggable\'s style element in the head once, empty', () => {
    const doc = fakeDoc();
    preemptDraggableStyles(doc as unknown as Document);
    preemptDraggableStyles(doc as unknown as Document);
    expect(doc.head.children).toHaveLength(1);
    expect(doc.head.children[0]).toEqual({ id: DRAGGABLE_STYLE_ID, textContent: '' });
  });

  it('should tell a press on a title bar or a resize handle from one on the close button or the content', () => {
    expect(startsGridGesture(inside('module-title', 'module-bar', 'module'))).toBe(true);
    expect(startsGridGesture(inside('react-resizable-handle', 'module'))).toBe(true);
    expect(startsGridGesture(inside('module-close', 'module-bar', 'module'))).toBe(false);
    expect(startsGridGesture(inside('module-body', 'module'))).toBe(false);
    expect(startsGridGesture(null)).toBe(false);
    expect(startsGridGesture({ nodeType: 3 })).toBe(false);
  });
});
