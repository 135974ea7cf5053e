/**
 * The page's renderer choice (chooseRenderer(), src/render/renderer-choice.ts), made once and
 * cached. The trade page's boot asks the market worker to probe (src/app/boot.ts: its
 * OffscreenCanvas answers the same questions off the main thread) and hands the answer here
 * with adoptProbe(); the stages wait for it with rendererChoiceReady(). Without a worker's
 * answer (another page, a worker without OffscreenCanvas WebGL, a failed call) the page probes
 * its own <canvas>.
 */
import { isRendererProbe, probeWith } from '../gl-probe';
import { chooseRenderer, type RendererChoice, type RendererProbe } from '../renderer-choice';

/** Builds the probe from the live page (no caching; see rendererChoice()). */
export function probeRenderer(): RendererProbe {
  return probeWith(() => document.createElement('canvas'), typeof location === 'undefined' ? '' : location.search);
}

let cached: { probe: RendererProbe; choice: RendererChoice } | null = null;
let offered: Promise<unknown> | null = null;

/** The page's renderer choice and the probe behind it, probed here on first use if none was adopted. */
export function rendererChoice(): { probe: RendererProbe; choice: RendererChoice } {
  if (cached === null) {
    const probe = probeRenderer();
    cached = { probe, choice: chooseRenderer(probe) };
  }
  return cached;
}

/** Takes a probe made elsewhere (the market worker's); an answer that is not a probe is ignored. */
export function adoptProbe(answer: Promise<unknown>): void {
  offered = answer;
}

/** The choice, from the adopted probe when there is one (waited for), else probed here. */
export async function rendererChoiceReady(): Promise<{ probe: RendererProbe; choice: RendererChoice }> {
  if (cached === null && offered !== null) {
    const probe = await offered.catch(() => null);
    if (cached === null && isRendererProbe(probe)) cached = { probe, choice: chooseRenderer(probe) };
  }
  return rendererChoice();
}

let used: RendererChoice | null = null;

/** The stage reports the renderer it really got (a forced WebGL can fall back to canvas). */
export function noteStageRenderer(choice: RendererChoice): void {
  used = choice;
}

/** The renderer the widgets draw with: what a stage got, else what the probe chose. */
export function activeRenderer(): RendererChoice {
  return used ?? rendererChoice().choice;
}
