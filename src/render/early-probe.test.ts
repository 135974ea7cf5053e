import { describe, expect, it } from 'vitest';
import { EARLY_PROBE_PROPERTY, earlyProbe, earlyProbeScript, PROBE_SOURCE } from './early-probe';
import { probeWith, type ProbeCanvas } from './gl-probe';

const UNMASKED = 0x9246;

/** Canvases whose contexts exist for the (type, strict) pairs `allow` accepts; `asked` records each request, `lost` each release. */
function canvases(allow: (type: string, strict: boolean) => boolean, renderer: string | null, log: string[]) {
  return (): ProbeCanvas => ({
    getContext(type, attributes) {
      const strict = attributes.failIfMajorPerformanceCaveat === true;
      log.push(`${type}${strict ? ' strict' : ''}`);
      if (!allow(type, strict)) return null;
      return {
        getExtension: (name: string) => {
          if (name === 'WEBGL_debug_renderer_info') return renderer === null ? null : { UNMASKED_RENDERER_WEBGL: UNMASKED };
          if (name === 'WEBGL_lose_context') return { loseContext: () => log.push(`lost ${type}`) };
          return null;
        },
        getParameter: (p: number) => (p === UNMASKED ? renderer : null),
      };
    },
  });
}

const CASES: Array<[string, (type: string, strict: boolean) => boolean, string | null]> = [
  ['a real GPU', () => true, 'ANGLE (NVIDIA)'],
  ['software GL behind the caveat', (_t, strict) => !strict, 'SwiftShader Device'],
  ['WebGL 1 only', (type) => type === 'webgl', 'Mesa'],
  ['no renderer string', () => true, null],
  ['no WebGL', () => false, null],
];

const scripted = new Function(`return (${PROBE_SOURCE})`)() as (mk: () => ProbeCanvas, q: string) => unknown;

describe('the inline renderer probe', () => {
  it.each(CASES)('should answer as probeWith does, asking for the same contexts, for %s', (_name, allow, renderer) => {
    const [ours, theirs]: string[][] = [[], []];
    expect(scripted(canvases(allow, renderer, ours), '?x=1')).toEqual(probeWith(canvases(allow, renderer, theirs), '?x=1'));
    expect(ours).toEqual(theirs);
  });

  it('should answer no WebGL for a canvas that throws, as probeWith does', () => {
    const throwing = () => ({ getContext: () => { throw new Error('blocked'); } });
    expect(scripted(throwing, '')).toEqual(probeWith(throwing, ''));
    expect(earlyProbe(scripted(throwing, ''))).toEqual({ query: '', webglAvailable: false, unmaskedRenderer: null, majorPerformanceCaveat: false });
  });

  it('should probe in the task after the next frame, once, and leave a probe the page already took alone', () => {
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const run = (win: Record<string, unknown>) => new Function('window', 'requestAnimationFrame', 'setTimeout', 'document', 'location', earlyProbeScript())(
      win, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f),
      { createElement: canvases(() => true, 'ANGLE (AMD)', []) }, { search: '?s=1' },
    );
    const win: Record<string, unknown> = {};
    run(win);
    expect(win[EARLY_PROBE_PROPERTY]).toBeUndefined(); // nothing before the frame
    frames.shift()!();
    expect(win[EARLY_PROBE_PROPERTY]).toBeUndefined(); // nor in the frame itself
    timers.shift()!();
    expect(earlyProbe(win[EARLY_PROBE_PROPERTY])).toEqual({ query: '?s=1', webglAvailable: true, unmaskedRenderer: 'ANGLE (AMD)', majorPerformanceCaveat: false });
    const taken = { query: '', webglAvailable: false, unmaskedRenderer: null, majorPerformanceCaveat: false };
    const other: Record<string, unknown> = { [EARLY_PROBE_PROPERTY]: taken };
    run(other);
    frames.shift()!();
    timers.shift()!();
    expect(other[EARLY_PROBE_PROPERTY]).toBe(taken);
  });

  it('should take only a well-formed probe from the window', () => {
    expect(earlyProbe(undefined)).toBeNull();
    expect(earlyProbe('gpu')).toBeNull();
    expect(earlyProbe({ query: '', webglAvailable: 'yes', unmaskedRenderer: null, majorPerformanceCaveat: false })).toBeNull();
    expect(earlyProbe({ query: '', webglAvailable: true, unmaskedRenderer: 3, majorPerformanceCaveat: false })).toBeNull();
  });

  it('cannot close its script element', () => {
    expect(earlyProbeScript()).not.toContain('<');
  });
});
