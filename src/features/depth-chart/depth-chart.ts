/**
 * The depth chart's controller, outside React: wheel and hover state, the painter on the one
 * frame loop (src/render/frame-loop.ts), and the symbol reset (spec 001 section 4).
 *
 * The painter runs after every market frame (paintNow) and on local changes (requestPaint) and
 * redraws only what changed: the areas and labels when the book version, size, theme, gap or
 * symbol differ from what it last drew; the hover layer and tooltip when the scene or the
 * pointer moved. Nothing changed: no Pixi render at all.
 */
import { effect } from '@preact/signals-react';
import { addPainter, requestPaint } from '../../render/frame-loop';
import { pacedRepaint } from '../../render/paced';
import { hitTest, type DepthHit } from '../../render/depth-hit-scene';
import { buildDepthScene, type DepthScene } from '../../render/depth-scene';
import { acceptDepth, depthStateFor, depthWheel, levelsForGap, type DepthWheelState } from '../../render/depth-wheel';
import { PALETTES } from '../../render/palette';
import { createStage } from '../../render/pixi/stage';
import type { WidgetStage } from '../../render/pixi/types';
import { bookVersion, bookView } from '../../state/book';
import { currentSymbol } from '../../state/market';
import { theme } from '../../state/theme';
import { DepthTooltip, type DepthTooltipLabels } from './depth-tooltip';
import { DEPTH_AXIS_PX } from './depth-layout';
import { DepthLayers } from './depth-widget';

export interface DepthChartElements {
  /** Carries the state as data attributes (data-gap, data-levels, data-symbol …) for tests. */
  section: HTMLElement;
  /** The canvas host (sized by the layout); the tooltip element sits inside it. */
  host: HTMLElement;
  tooltip: HTMLElement;
}

/** An empty top() output: what the chart draws before the book of the current symbol arrives. */
const EMPTY_BOOK = new Float64Array(2);

/** Mounts the chart; returns its teardown. */
export function mountDepthChart(els: DepthChartElements, labels: DepthTooltipLabels): () => void {
  const { section, host } = els;
  const tooltip = new DepthTooltip(els.tooltip, document, labels);
  let stage: WidgetStage | null = null;
  let layers: DepthLayers | null = null;
  let disposed = false;
  let wheel: DepthWheelState = depthStateFor(currentSymbol.peek());
  let hover: { x: number; y: number } | null = null;
  let width = 0;
  let height = 0;
  // what the scene and the hover layer were last drawn from
  let scene: DepthScene | null = null;
  let drawn = { version: -1, width: -1, height: -1, theme: '', gap: NaN, symbol: '', accepted: false };
  let hoverDrawn: { x: number; y: number } | null = null;

  const setAttr = (name: string, value: string) => {
    if (section.getAttribute(name) !== value) section.setAttribute(name, value);
  };
  const writeState = () => {
    setAttr('data-gap', wheel.gap.toFixed(1));
    setAttr('data-levels', String(levelsForGap(wheel.gap)));
  };
  writeState();

  const paint = (now: number) => {
    if (stage === null || layers === null || width === 0 || height <= DEPTH_AXIS_PX) return;
    const symbol = currentSymbol.peek();
    const th = theme.peek();
    const version = paced.pace.take(bookVersion.peek(), now, symbol);
    const { levels, info } = bookView;
    // a frame still of the previous pair (in flight across a switch) is not drawn
    const accepted = levels !== null && acceptDepth(symbol, { symbol: info.symbol, data: levels }) === 'accept';
    const palette = PALETTES[th];
    const sceneChanged = version !== drawn.version || width !== drawn.width || height !== drawn.height || th !== drawn.theme
      || wheel.gap !== drawn.gap || symbol !== drawn.symbol || accepted !== drawn.accepted;
    const resized = width !== drawn.width || height !== drawn.height;
    if (sceneChanged) {
      drawn = { version, width, height, theme: th, gap: wheel.gap, symbol, accepted };
      stage.resize(width, height);
      scene = buildDepthScene(accepted ? levels : EMPTY_BOOK, {
        width, height: height - DEPTH_AXIS_PX, levels: levelsForGap(wheel.gap),
        pricePrecision: info.pricePrecision, countPrecision: info.countPrecision, stride: accepted ? info.rows : 0,
      });
      layers.drawScene(scene, palette);
      setAttr('data-symbol', accepted ? info.symbol : '');
      setAttr('data-book-version', String(accepted ? version : 0));
      setAttr('data-bids', String(scene.bids.prices.length));
      setAttr('data-asks', String(scene.asks.prices.length));
    }
    if (scene === null || (!sceneChanged && hover === hoverDrawn)) return; // nothing changed: no Pixi render
    // the hover (Pixi's own canvas) changes with the pointer, or with the curve under it
    const hoverChanged = resized || hover !== hoverDrawn || (hover !== null && sceneChanged);
    hoverDrawn = hover;
    // over the price axis strip the pointer still reads the curve at its x
    const hit: DepthHit | null = hover === null ? null : hitTest(scene, hover.x, Math.min(hover.y, scene.height));
    layers.drawHover(hit, scene, palette);
    tooltip.show(hit, hit === null ? '' : hit.side === 'bids' ? palette.up : palette.down);
    if (hoverChanged) stage.render();
    else stage.renderLayers();
    stage.showOwnCanvas(hit !== null); // the hover is all that is drawn there (after render: one draw)
  };
  // the curve follows the market 10 times a second (render/paced.ts); hover and wheel every frame
  const paced = pacedRepaint();
  const removePainter = addPainter(paint);

  void createStage(host, { background: PALETTES[theme.peek()].background, layersBelow: true }).then((s) => {
    if (disposed) return s.destroy();
    stage = s;
    layers = new DepthLayers(s);
    requestPaint();
  }).catch((err) => console.error('depth chart: no renderer', err));

  const resize = new ResizeObserver(() => {
    width = Math.floor(host.clientWidth);
    height = Math.floor(host.clientHeight);
    requestPaint();
  });
  resize.observe(host);

  const onMove = (e: PointerEvent) => {
    const r = host.getBoundingClientRect();
    hover = { x: e.clientX - r.left, y: e.clientY - r.top };
    requestPaint();
  };
  const onLeave = () => {
    hover = null;
    requestPaint();
  };
  const onWheel = (e: WheelEvent) => {
    e.preventDefault(); // the wheel belongs to the chart here, not to the page's scroll
    wheel = depthWheel(wheel, e.deltaY);
    writeState();
    requestPaint();
  };
  host.addEventListener('pointermove', onMove);
  host.addEventListener('pointerleave', onLeave);
  host.addEventListener('wheel', onWheel, { passive: false });

  // a symbol change resets the gap and clears the hover (spec 001 section 4); theme repaints
  let symbolSeen = currentSymbol.peek();
  const stopEffects = effect(() => {
    const symbol = currentSymbol.value;
    void theme.value;
    if (symbol !== symbolSeen) {
      symbolSeen = symbol;
      wheel = depthStateFor(symbol);
      hover = null;
      writeState();
    }
    requestPaint();
  });

  return () => {
    disposed = true;
    paced.dispose();
    stopEffects();
    removePainter();
    resize.disconnect();
    host.removeEventListener('pointermove', onMove);
    host.removeEventListener('pointerleave', onLeave);
    host.removeEventListener('wheel', onWheel);
    stage?.destroy();
    stage = null;
    layers = null;
  };
}
