import { afterEach, describe, expect, it, vi } from 'vitest';
import { pairs, pairsLoaded } from '../state/market';
import { apiUrl, prefetchGet } from './early-get';
import { loadPairsUnlessSeeded, seedPairs } from './load-pairs';

afterEach(() => {
  vi.unstubAllGlobals();
  pairs.value = [];
  pairsLoaded.value = false;
});

const LIST = [{ symbol: 'ETH_USDT' }];
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('seeding the pair list before the first render', () => {
  it('should apply an arrived early answer, and then leave the first load to it (one call in all)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, code: 0, msg: '', data: LIST })));
    vi.stubGlobal('fetch', fetch);
    prefetchGet(apiUrl('/ds/pairs', { local: 'de' }));
    await tick();
    await seedPairs('de');
    expect(pairs.value).toEqual(LIST);
    expect(pairsLoaded.value).toBe(true);
    loadPairsUnlessSeeded('de'); // the page's first route: the seed stands
    expect(fetch).toHaveBeenCalledTimes(1);
    loadPairsUnlessSeeded('de'); // a later route asks again, as before
    await tick();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('should not wait for an answer still on the wire, and leave the load to the page', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; }));
    vi.stubGlobal('fetch', fetch);
    prefetchGet(apiUrl('/ds/pairs', { local: 'it' }));
    await seedPairs('it'); // returns at once
    expect(pairsLoaded.value).toBe(false);
    loadPairsUnlessSeeded('it'); // takes the same early call, no second request
    expect(fetch).toHaveBeenCalledTimes(1);
    answer(new Response(JSON.stringify({ success: true, code: 0, msg: '', data: LIST })));
    await vi.waitFor(() => expect(pairs.value).toEqual(LIST));
  });
});
