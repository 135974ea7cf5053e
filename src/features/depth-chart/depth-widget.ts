/**
 * The depth chart's Pixi layers: background and grid, the two filled step areas with their
 * outlines, the axis labels, and the hover guide and point on top. Draws what the pure scene
 * (src/render/depth-scene.ts, depth-hit-scene.ts) computed; decides nothing itself.
 *
 * The Graphics objects are created once and rebuilt in place (clear + a few paths): a book
 * frame costs two polygons of at most 2 x 20 levels and a dozen label cells, which TextCells
 * only rewrites when their text or position changed. The hover layer is separate so that
 * moving the pointer rebuilds one line and one circle, not the areas.
 */
import { Graphics } from 'pixi.js';
import type { DepthHit } from '../../render/depth-hit-scene';
import { DEPTH_Y_DIVISIONS, type DepthScene, type DepthSide } from '../../render/depth-scene';
import { colourNumber, type Palette } from '../../render/palette';
import type { TextCells, WidgetStage } from '../../render/pixi/types';
import { DEPTH_AXIS_PX } from './depth-layout';

const FONT_PX = 11;
const LABEL_PAD_PX = 4;
const OUTLINE_PX = 1.5;
const POINT_RADIUS_PX = 4;

/** Text slots: the y labels, then the mid price, then the price labels. */
const MID_SLOT = DEPTH_Y_DIVISIONS + 1;
const PRICE_SLOT = MID_SLOT + 1;

export class DepthLayers {
  private readonly background = new Graphics();
  private readonly grid = new Graphics();
  private readonly bids = new Graphics();
  private readonly asks = new Graphics();
  private readonly hover = new Graphics();
  private readonly labels: TextCells;

  constructor(stage: WidgetStage) {
    this.labels = stage.createText({ fontSizePx: FONT_PX });
    stage.root.addChild(this.background, this.grid, this.bids, this.asks, this.labels.view, this.hover);
  }

  /** Draws the scene into a canvas of `width` x (scene.height + DEPTH_AXIS_PX) CSS px. */
  drawScene(scene: DepthScene, palette: Palette): void {
    const { width, height } = scene;
    this.background.clear().rect(0, 0, width, height + DEPTH_AXIS_PX).fill(palette.background);
    this.grid.clear();
    // 0.5 px offsets put 1 px lines on whole device pixels at ratio 1 (crisp, not two grey rows)
    for (const l of scene.yLabels) {
      const y = Math.round(l.at) + 0.5;
      this.grid.moveTo(0, y).lineTo(width, y);
    }
    this.grid.stroke({ width: 1, color: colourNumber(palette.grid) });
    this.drawSide(this.bids, scene.bids, 0, height, palette.up, palette.barAlpha);
    this.drawSide(this.asks, scene.asks, width, height, palette.down, palette.barAlpha);

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
    this.hover.clear();
    if (hit === null) return;
    const x = Math.round(hit.guideX) + 0.5;
    this.hover.moveTo(x, 0).lineTo(x, scene.height).stroke({ width: 1, color: colourNumber(palette.muted), alpha: 0.8 });
    this.hover
      .circle(hit.x, hit.y, POINT_RADIUS_PX)
      .fill(colourNumber(hit.side === 'bids' ? palette.up : palette.down))
      .stroke({ width: 2, color: colourNumber(palette.background) });
  }

  private drawSide(g: Graphics, side: DepthSide, edge: number, base: number, colour: string, alpha: number): void {
    g.clear();
    const line = side.line;
    if (line.length < 4) return;
    const c = colourNumber(colour);
    // the area: the step line, then down to the base at the edge and back to the best price
    g.poly([...line, edge, base, line[0], base], true).fill({ color: c, alpha });
    g.poly(line, false).stroke({ width: OUTLINE_PX, color: c, join: 'miter' });
  }
}
