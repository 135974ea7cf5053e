import { describe, expect, it } from 'vitest';
import { EARLY_PROBE_PROPERTY, EARLY_PROBE_WAIT_PROPERTY, earlyProbe, earlyProbeScript, PROBE_SOURCE, WORKER_PROBE_PATIENCE_MS, workerProbeWait } from './early-probe';
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

  it('should probe on the main thread in the task after the next frame, once, without workers, and leave a probe the page already took alone', () => {
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const run = (win: Record<string, unknown>) => new Function('window', 'requestAnimationFrame', 'setTimeout', 'document', 'location', 'Worker', 'OffscreenCanvas', earlyProbeScript())(
      win, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f),
      { createElement: canvases(() => true, 'ANGLE (AMD)', []) }, { search: '?s=1' }, undefined, undefined,
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
    expect(frames).toHaveLength(0); // nothing scheduled
    expect(other[EARLY_PROBE_PROPERTY]).toBe(taken);
  });

  /**
   * Runs the inline script with a fake worker: the worker's source is run as a worker would
   * (its own postMessage and OffscreenCanvas, from `allow`) when `answer` is called, or it fails.
   */
  function withWorker(win: Record<string, unknown>, allow: (type: string, strict: boolean) => boolean) {
    const frames: Array<() => void> = [];
    const timers: Array<[() => void, number]> = [];
    const blobs = new Map<string, string>();
    const workers: Array<{ source: string; terminated: boolean; onmessage?: (e: { data: unknown }) => void; onerror?: () => void }> = [];
    const asked: string[] = [];
    class FakeBlob { constructor(readonly parts: string[]) {} }
    const url = {
      createObjectURL: (b: FakeBlob) => { const u = `blob:${blobs.size}`; blobs.set(u, b.parts.join('')); return u; },
      revokeObjectURL: (u: string) => blobs.delete(u),
    };
    function FakeWorker(this: unknown, u: string) {
      const w = { source: blobs.get(u)!, terminated: false, terminate() { w.terminated = true; } };
      workers.push(w);
      return w;
    }
    const makeCanvas = canvases(allow, 'ANGLE (Intel)', asked);
    function FakeOffscreenCanvas() { return makeCanvas(); }
    new Function('window', 'requestAnimationFrame', 'setTimeout', 'document', 'location', 'Worker', 'OffscreenCanvas', 'Blob', 'URL', earlyProbeScript())(
      win, (f: () => void) => frames.push(f), (f: () => void, ms = 0) => timers.push([f, ms]),
      { createElement: () => { throw new Error('no main-thread canvas wanted'); } }, { search: '?q="a"' }, FakeWorker, FakeOffscreenCanvas, FakeBlob, url,
    );
    const answer = () => {
      const w = workers[0];
      new Function('postMessage', 'OffscreenCanvas', w.source)((data: unknown) => w.onmessage?.({ data }), FakeOffscreenCanvas);
    };
    return { frames, timers, workers, answer, blobs, asked };
  }

  it('should probe in a worker spawned at once, not after a frame, and the page take its answer', async () => {
    const win: Record<string, unknown> = {};
    const run = withWorker(win, (_t, strict) => !strict);
    // spawned as the parser runs the script: the worker starts 100-500 ms sooner than after the first frame
    expect(run.workers).toHaveLength(1);
    expect(run.frames).toHaveLength(0);
    expect(run.timers.map(([, ms]) => ms)).toEqual([WORKER_PROBE_PATIENCE_MS]); // the patience only
    const wait = workerProbeWait(win);
    expect(wait).not.toBeNull();
    expect(win[EARLY_PROBE_PROPERTY]).toBeUndefined();
    run.answer();
    await wait;
    expect(earlyProbe(win[EARLY_PROBE_PROPERTY])).toEqual({ query: '?q="a"', webglAvailable: true, unmaskedRenderer: 'ANGLE (Intel)', majorPerformanceCaveat: true });
    expect(run.asked).toEqual(['webgl2 strict', 'webgl strict', 'webgl2', 'lost webgl2']);
    expect(run.workers[0].terminated).toBe(true);
    expect(run.blobs.size).toBe(0);
  });

  it('should leave the probe to the page when the worker has no WebGL, fails, or does not answer in time', async () => {
    const none: Record<string, unknown> = {};
    const a = withWorker(none, () => false);
    a.answer();
    await workerProbeWait(none);
    expect(none[EARLY_PROBE_PROPERTY]).toBeUndefined();

    const failed: Record<string, unknown> = {};
    const b = withWorker(failed, () => true);
    b.workers[0].onerror!();
    await workerProbeWait(failed);
    expect(failed[EARLY_PROBE_PROPERTY]).toBeUndefined();
    expect(b.workers[0].terminated).toBe(true);

    const slow: Record<string, unknown> = {};
    const c = withWorker(slow, () => true);
    const [giveUp, ms] = c.timers.shift()!;
    expect(ms).toBe(WORKER_PROBE_PATIENCE_MS);
    giveUp();
    await workerProbeWait(slow);
    c.answer(); // too late: the page has probed on its own by now
    expect(slow[EARLY_PROBE_PROPERTY]).toBeUndefined();
  });

  it('should not start a worker when the page has probed already', () => {
    const taken = { query: '', webglAvailable: false, unmaskedRenderer: null, majorPerformanceCaveat: false };
    const win: Record<string, unknown> = { [EARLY_PROBE_PROPERTY]: taken };
    const run = withWorker(win, () => true);
    expect(run.frames).toHaveLength(0);
    expect(run.timers).toHaveLength(0);
    expect(run.workers).toHaveLength(0);
    expect(win[EARLY_PROBE_WAIT_PROPERTY]).toBeUndefined();
    expect(workerProbeWait(win)).toBeNull();
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
