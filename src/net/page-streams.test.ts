import { describe, expect, it } from 'vitest';
import { pageStreamCount, stopPageStreams, trackStream } from './page-streams';

describe('page streams', () => {
  it('should stop every running stream once when the page is left', () => {
    const stopped: string[] = [];
    trackStream(() => stopped.push('kline'));
    const untrack = trackStream(() => stopped.push('movers'));
    expect(pageStreamCount()).toBe(2);
    stopPageStreams();
    expect(stopped).toEqual(['kline', 'movers']);
    expect(pageStreamCount()).toBe(0);
    untrack(); // a stream's own stop after the page's: nothing left to remove
    stopPageStreams();
    expect(stopped).toEqual(['kline', 'movers']);
  });

  it('should not stop a stream that stopped on its own', () => {
    const stopped: string[] = [];
    const untrack = trackStream(() => stopped.push('kline'));
    untrack();
    stopPageStreams();
    expect(stopped).toEqual([]);
  });
});
