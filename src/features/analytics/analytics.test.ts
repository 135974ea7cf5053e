import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAnalyticsDebug, MAX_EVENTS, resetTracking, track, trackedEvents } from './analytics';

describe('analytics', () => {
  afterEach(() => {
    resetTracking();
    vi.unstubAllGlobals();
  });

  it('should keep events in order with a copy of their parameters', () => {
    const params = { reason: 'null_price', field: 'price' };
    track('FE_param_failed', params);
    params.reason = 'changed';
    track('margin/kyc/country_failed', { result: 'kyc' });
    expect(trackedEvents().map((e) => [e.event, e.params])).toEqual([
      ['FE_param_failed', { reason: 'null_price', field: 'price' }],
      ['margin/kyc/country_failed', { result: 'kyc' }],
    ]);
  });

  it('should keep only the newest MAX_EVENTS events', () => {
    for (let i = 0; i < MAX_EVENTS + 3; i++) track('e', { i });
    const kept = trackedEvents();
    expect(kept.length).toBe(MAX_EVENTS);
    expect(kept[0].params.i).toBe(3);
  });

  it('should add its getter to an existing window.__terminal without replacing the object', () => {
    const debug: Record<string, unknown> = { status: () => 'open' };
    vi.stubGlobal('window', { __terminal: debug });
    installAnalyticsDebug();
    track('x', { a: 1 });
    const w = window as unknown as { __terminal: Record<string, unknown> };
    expect(w.__terminal).toBe(debug);
    expect((w.__terminal.analytics as () => { event: string }[])().map((e) => e.event)).toEqual(['x']);
    expect(w.__terminal.status).toBeDefined();
  });

  it('should put the getter back after the debug object was replaced', () => {
    const w = { __terminal: {} as Record<string, unknown> };
    vi.stubGlobal('window', w);
    installAnalyticsDebug();
    w.__terminal = { book: () => null };
    track('after', {});
    expect(typeof w.__terminal.analytics).toBe('function');
  });
});
