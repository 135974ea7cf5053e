import { describe, expect, it } from 'vitest';
import { EARLY_WORKER_PROPERTY, earlyWorkerScript } from './early-worker';

describe('earlyWorkerScript', () => {
  it('spawns the module worker named market at the URL, into the window property, and swallows a failure', () => {
    const made: Array<[string, unknown]> = [];
    const win: Record<string, unknown> = {};
    class FakeWorker { constructor(url: string, options: unknown) { made.push([url, options]); } }
    new Function('window', 'Worker', earlyWorkerScript('/assets/market.worker-AbC_12-x.js'))(win, FakeWorker);
    expect(made).toEqual([['/assets/market.worker-AbC_12-x.js', { type: 'module', name: 'market' }]]);
    expect(win[EARLY_WORKER_PROPERTY]).toBeInstanceOf(FakeWorker);
    const refused = class { constructor() { throw new Error('blocked'); } };
    expect(() => new Function('window', 'Worker', earlyWorkerScript('/assets/w.js'))({}, refused)).not.toThrow();
  });

  it('cannot close its script element, whatever the URL holds', () => {
    expect(earlyWorkerScript('/assets/</script><script>alert(1)</script>.js')).not.toContain('<');
  });
});
