/**
 * Which Pixi renderer a canvas widget uses (ARCHITECTURE.md: WebGL where the GPU is real,
 * Pixi's canvas renderer where WebGL would run in software).
 *
 * Pure: the shell probes the browser (location.search, a WebGL context created with
 * failIfMajorPerformanceCaveat, WEBGL_debug_renderer_info) and passes the answers in, so every
 * branch is unit tested without a DOM. Software WebGL is the case that matters: text decides the
 * frame time, and a batched glyph mesh rasterised on the CPU is slower than plain fillText.
 */

export type RendererKind = 'webgl' | 'canvas';

/** Machine-readable reason shown on the HUD; stable codes, not prose. */
export type RendererReason = 'forced' | 'software-gl' | 'no-webgl' | 'caveat' | 'gpu';

export interface RendererProbe {
  /** The page query string (`location.search`), with or without the leading '?'. */
  readonly query: string;
  /** A WebGL context could be created at all. */
  readonly webglAvailable: boolean;
  /**
   * UNMASKED_RENDERER_WEBGL from WEBGL_debug_renderer_info; null or undefined when the
   * extension is missing (privacy-hardened browsers), in which case the GPU is trusted.
   */
  readonly unmaskedRenderer?: string | null;
  /** Creating the context with failIfMajorPerformanceCaveat: true failed. */
  readonly majorPerformanceCaveat: boolean;
}

export interface RendererChoice {
  readonly renderer: RendererKind;
  readonly reason: RendererReason;
}

/**
 * Software rasterisers as they appear in unmasked renderer strings, e.g.
 * "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)",
 * "llvmpipe (LLVM 15.0.7, 256 bits)", "Microsoft Basic Render Driver".
 */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|microsoft basic render driver/i;

/** True when the unmasked renderer string names a software rasteriser. */
export function isSoftwareRenderer(unmaskedRenderer: string | null | undefined): boolean {
  return typeof unmaskedRenderer === 'string' && SOFTWARE_GL.test(unmaskedRenderer);
}

/**
 * The `?renderer=` override, or null. Only the exact values 'webgl' and 'canvas' count; any
 * other value (or a missing parameter) is ignored so a typo falls back to detection.
 */
export function forcedRenderer(query: string): RendererKind | null {
  const value = new URLSearchParams(query).get('renderer');
  return value === 'webgl' || value === 'canvas' ? value : null;
}

/**
 * Decide the renderer. Order: the query override wins (a debugging tool, so it is obeyed even
 * when it will fail); then no WebGL, a major-performance-caveat failure and a software
 * renderer string each pick canvas; otherwise WebGL on a real GPU.
 */
export function chooseRenderer(probe: RendererProbe): RendererChoice {
  const forced = forcedRenderer(probe.query);
  if (forced !== null) return { renderer: forced, reason: 'forced' };
  const software = softwareReason(probe);
  return software === null ? { renderer: 'webgl', reason: 'gpu' } : { renderer: 'canvas', reason: software };
}

/**
 * Why the page renders in software (no WebGL, a major-performance-caveat failure, a software
 * renderer string), or null on a real GPU; the query override aside. The canvas widgets
 * choose by it, and so does the chart's 2D canvas (features/chart/pixel-layer.ts).
 */
export function softwareReason(probe: RendererProbe): 'no-webgl' | 'caveat' | 'software-gl' | null {
  if (!probe.webglAvailable) return 'no-webgl';
  if (probe.majorPerformanceCaveat) return 'caveat';
  if (isSoftwareRenderer(probe.unmaskedRenderer)) return 'software-gl';
  return null;
}
