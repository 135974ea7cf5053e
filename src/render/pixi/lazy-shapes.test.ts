import type { Graphics } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { LazyShapes } from './lazy-shapes';

/** What LazyShapes touches of a Graphics: its drawing log, visibility and destruction. */
function fakeGraphics() {
  const g = {
    log: [] as string[],
    visible: true,
    destroyed: false,
    clear() {
      g.log.length = 0;
      return g;
    },
    rect(x: number, y: number, w: number, h: number) {
      g.log.push(`rect ${x},${y},${w},${h}`);
      return g;
    },
    destroy: vi.fn(() => {
      g.destroyed = true;
    }),
  };
  return g;
}
const asGraphics = (g: ReturnType<typeof fakeGraphics>) => g as unknown as Graphics;
const rect = (x: number) => (g: Graphics) => void g.rect(x, 0, 10, 20);

describe('LazyShapes', () => {
  it('should keep the last drawing and visibility until it gets its Graphics, then apply both', () => {
    const onView = vi.fn();
    const shapes = new LazyShapes(onView, () => {});
    shapes.draw(rect(1));
    shapes.draw(rect(2));
    shapes.visible = false;
    expect(shapes.visible).toBe(false);
    const g = fakeGraphics();
    shapes.attach(asGraphics(g));
    expect(g.log).toEqual(['rect 2,0,10,20']);
    expect(g.visible).toBe(false);
    expect(onView).toHaveBeenCalledWith(g);
  });

  it('should draw on its Graphics at once once it has one, clearing what was drawn', () => {
    const shapes = new LazyShapes(() => {}, () => {});
    const g = fakeGraphics();
    shapes.attach(asGraphics(g));
    expect(g.log).toEqual([]);
    shapes.draw(rect(3));
    shapes.draw(rect(4));
    expect(g.log).toEqual(['rect 4,0,10,20']);
    shapes.visible = false;
    expect(g.visible).toBe(false);
  });

  it('should clean up and destroy its Graphics once, even when the scene took it first', () => {
    const cleanUp = vi.fn();
    const shapes = new LazyShapes(() => {}, cleanUp);
    const g = fakeGraphics();
    shapes.attach(asGraphics(g));
    g.destroyed = true; // the stage's scene destroyed with its children
    shapes.destroy();
    expect(cleanUp).toHaveBeenCalledTimes(1);
    expect(g.destroy).not.toHaveBeenCalled();
    const other = new LazyShapes(() => {}, cleanUp);
    const h = fakeGraphics();
    other.attach(asGraphics(h));
    other.destroy();
    expect(h.destroy).toHaveBeenCalledTimes(1);
  });

  it('should need no Graphics to be destroyed (Pixi never loaded)', () => {
    const cleanUp = vi.fn();
    const shapes = new LazyShapes(() => {}, cleanUp);
    shapes.draw(rect(1));
    shapes.destroy();
    expect(cleanUp).toHaveBeenCalledTimes(1);
  });
});
