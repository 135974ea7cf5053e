/**
 * The page's renderer choice (chooseRenderer(), src/render/renderer-choice.ts), probed on the
 * page's own <canvas> once and cached: the trade page's HTML probes in the task after its first
 * frame (src/render/early-probe.ts) and this adopts that probe; else the boot runs it in the
 * task after its own first frame (src/app/boot.ts). The stages and the HUD read the cached choice.
 */
import { EARLY_PROBE_PROPERTY, earlyProbe } from '../early-probe';
import { probeWith } from '../gl-probe';
import { chooseRenderer, type RendererChoice, type RendererProbe } from '../renderer-choice';

/** Builds the probe from the live page (no caching; see rendererChoice()). */
export function probeRenderer(): RendererProbe {
  return probeWith(() => document.createElement('canvas'), typeof location === 'undefined' ? '' : location.search);
}

let cached: { probe: RendererProbe; choice: RendererChoice } | null = null;

/** The page's renderer choice and the probe behind it, probed on first use. */
export function rendererChoice(): { probe: RendererProbe; choice: RendererChoice } {
  if (cached === null) {
    const holder = (typeof window === 'undefined' ? {} : window) as unknown as Record<string, unknown>;
    const probe = earlyProbe(holder[EARLY_PROBE_PROPERTY]) ?? probeRenderer();
    holder[EARLY_PROBE_PROPERTY] = probe; // taken: the page's inline probe, if still to come, has nothing to do
    cached = { probe, choice: chooseRenderer(probe) };
  }
  return cached;
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
