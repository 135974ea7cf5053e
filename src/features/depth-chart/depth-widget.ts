/**
 * The depth chart's Pixi layers: background and grid, the two filled step areas with their
 * outlines, the axis labels, and the hover guide and point on top. Draws what the pure scene
 * (src/render/depth-scene.ts, depth-hit-scene.ts) computed; decides nothing itself.
 *
 * The grid, the areas and their outlines are one Rects layer (src/render/depth-rects.ts: a step
 * line is all horizontal and vertical segments), rewritten in place; the labels a dozen text
 * cells, which TextCells only rewrites when their text or position changed. The hover layer is
 * a Graphics of its own so that moving the pointer rebuilds one line and one circle only.
 *
 * Layers, back to front: background, grid, areas, outlines (one Rects layer), labels, hover
 * guide and point. On the canvas renderer all but the hover are off-thread layers under the
 * stage's transparent canvas (overlay.ts), so a repaint of the curve costs the main thread
 * one message, and the hover is drawn by Pixi on top.
 */
import type { DepthHit } from '../../render/depth-hit-scene';
import { stepArea, stepOutline, type Box } from '../../render/depth-rects';
import { DEPTH_Y_DIVISIONS, type DepthScene } from '../../render/depth-scene';
import { colourNumber, type Palette } from '../../render/palette';
import type { Rects, Shapes, TextCells, WidgetStage } from '../../render/pixi/types';
import { DEPTH_AXIS_PX } from './depth-layout';

const FONT_PX = 11;
const LABEL_PAD_PX = 4;
const OUTLINE_PX = 1.5;
const POINT_RADIUS_PX = 4;

/** Text slots: the y labels, then the mid price, then the price labels. */
const MID_SLOT = DEPTH_Y_DIVISIONS + 1;
const PRICE_SLOT = MID_SLOT + 1;

export class DepthLayers {
  /** The background, grid lines, both areas, then both outlines (drawn in slot order). */
  private readonly shapes: Rects;
  /** The guide line and point of a hover, on the stage's own canvas. */
  private readonly hover: Shapes;
  private readonly labels: TextCells;

  constructor(stage: WidgetStage) {
    // Off the main thread on the canvas renderer, under the stage's own canvas (the chart's
    // stage is made with layersBelow): its 10 Hz repaint was what put frames over budget.
    this.labels = stage.createText({ fontSizePx: FONT_PX, offThread: true });
    this.shapes = stage.createRects({ offThread: true });
    this.hover = stage.createShapes();
    stage.arrange(this.shapes, this.labels, this.hover);
  }

  /** Draws the scene into a canvas of `width` x (scene.height + DEPTH_AXIS_PX) CSS px. */
  drawScene(scene: DepthScene, palette: Palette): void {
    const { width, height } = scene;
    let slot = 0;
    const put = (boxes: Box[], colour: string, alpha: number) => {
      for (const [x, y, w, h] of boxes) this.shapes.set(slot++, x, y, w, h, colour, alpha);
    };
    put([[0, 0, width, height + DEPTH_AXIS_PX]], palette.background, 1);
    // 1 px grid lines on whole pixels (crisp at ratio 1, not two grey rows)
    put(scene.yLabels.map((l): Box => [0, Math.round(l.at), width, 1]), palette.grid, 1);
    put(stepArea(scene.bids.line, height), palette.up, palette.barAlpha);
    put(stepArea(scene.asks.line, height), palette.down, palette.barAlpha);
    put(stepOutline(scene.bids.line, OUTLINE_PX), palette.up, 1);
    put(stepOutline(scene.asks.line, OUTLINE_PX), palette.down, 1);
    this.shapes.truncate(slot);

    const muted = palette.muted;
    scene.yLabels.forEach((l, i) => {
      const y = Math.max(0, Math.min(height - FONT_PX - 2, l.at - FONT_PX - 2));
      this.labels.set(i, l.text, width - LABEL_PAD_PX, y, muted, 'right');
    });
    this.labels.set(MID_SLOT, scene.midText, width / 2, LABEL_PAD_PX, palette.text, 'center');
    scene.priceLabels.forEach((l, i) => this.labels.set(PRICE_SLOT + i, l.text, l.at, height + (DEPTH_AXIS_PX - FONT_PX) / 2, muted, 'center'));
    this.labels.truncate(PRICE_SLOT + scene.priceLabels.length);
  }

  /** Draws (or removes) the guide line and the point of a hover. */
  drawHover(hit: DepthHit | null, scene: DepthScene, palette: Palette): void {
    this.hover.draw((g) => {
      if (hit === null) return;
      const x = Math.round(hit.guideX) + 0.5;
      g.moveTo(x, 0).lineTo(x, scene.height).stroke({ width: 1, color: colourNumber(palette.muted), alpha: 0.8 });
      g.circle(hit.x, hit.y, POINT_RADIUS_PX)
        .fill(colourNumber(hit.side === 'bids' ? palette.up : palette.down))
        .stroke({ width: 2, color: colourNumber(palette.background) });
    });
  }
}
