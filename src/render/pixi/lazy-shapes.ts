/**
 * A stage's Shapes before and after Pixi is loaded (stage.ts makes Pixi's part on demand). The
 * widget's last drawing and its visibility are kept; attach() applies both to the Graphics once
 * there is one, and later drawings go straight to it.
 */
import type { Graphics } from 'pixi.js';
import type { Shapes } from './types';

/** `onView` hears of the Graphics when attached (the stage puts it in its scene); `cleanUp` runs on destroy. */
export class LazyShapes implements Shapes {
  private graphics: Graphics | null = null;
  private drawing: ((g: Graphics) => void) | null = null;
  private shown = true;

  constructor(private readonly onView: (view: Graphics) => void, private readonly cleanUp: () => void) {}

  attach(view: Graphics): void {
    this.graphics = view;
    view.visible = this.shown;
    if (this.drawing !== null) this.drawing(view);
    this.onView(view);
  }

  get visible(): boolean {
    return this.shown;
  }

  set visible(on: boolean) {
    this.shown = on;
    if (this.graphics !== null) this.graphics.visible = on;
  }

  draw(drawing: (g: Graphics) => void): void {
    this.drawing = drawing;
    if (this.graphics !== null) drawing(this.graphics.clear());
  }

  destroy(): void {
    this.cleanUp();
    // the stage's destroy may have taken it already, with the scene
    if (this.graphics !== null && !this.graphics.destroyed) this.graphics.destroy();
    this.graphics = null;
  }
}
