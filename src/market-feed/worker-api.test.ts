import { describe, expect, it } from 'vitest';
import { ReferenceBook } from '../core/book/reference-book';
import { createMarketWorkerApi, type MarketWorkerDeps } from './worker-api';

const deps = (extra: Partial<MarketWorkerDeps> = {}): MarketWorkerDeps => ({
  socket: () => { throw new Error('no socket in this test'); },
  loadBook: async () => new ReferenceBook(),
  fetchToken: async () => 'visitor',
  ...extra,
});

describe('the worker API rendererProbe', () => {
  it('answers what the worker probed with the page query', () => {
    const probe = { query: '?renderer=canvas', webglAvailable: true, unmaskedRenderer: 'SwiftShader', majorPerformanceCaveat: true };
    const api = createMarketWorkerApi(deps({ probeRenderer: (query) => ({ ...probe, query }) }));
    expect(api.rendererProbe('?renderer=canvas')).toEqual(probe);
  });

  it('answers null where the worker cannot probe, or its probe throws, so the page probes itself', () => {
    expect(createMarketWorkerApi(deps()).rendererProbe('')).toBeNull();
    expect(createMarketWorkerApi(deps({ probeRenderer: () => { throw new Error('no OffscreenCanvas'); } })).rendererProbe('')).toBeNull();
  });
});
