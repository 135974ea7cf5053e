import { describe, expect, it } from 'vitest';
import { activeRenderer, adoptProbe, rendererChoiceReady } from './probe';

describe('rendererChoiceReady', () => {
  it("chooses from the worker's probe once it answers, and keeps that choice", async () => {
    let answer: (v: unknown) => void = () => {};
    adoptProbe(new Promise((resolve) => { answer = resolve; }));
    const ready = rendererChoiceReady();
    answer({ query: '', webglAvailable: true, unmaskedRenderer: 'ANGLE (SwiftShader Device)', majorPerformanceCaveat: true });
    expect((await ready).choice).toEqual({ renderer: 'canvas', reason: 'caveat' });
    // a later offer changes nothing: every widget of the page draws with the same renderer
    adoptProbe(Promise.resolve({ query: '?renderer=webgl', webglAvailable: true, unmaskedRenderer: null, majorPerformanceCaveat: false }));
    expect((await rendererChoiceReady()).choice.renderer).toBe('canvas');
    expect(activeRenderer()).toEqual({ renderer: 'canvas', reason: 'caveat' });
  });
});
