import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, prefetchArrived, prefetchGet, takePrefetched } from './early-get';

afterEach(() => vi.unstubAllGlobals());

describe('early GETs', () => {
  it('should spell the address as apiGet does', () => {
    expect(apiUrl('/ds/pairs', { local: 'de-DE' })).toBe('/gw-api/ds/pairs?local=de-DE');
    expect(apiUrl('/user/info')).toBe('/gw-api/user/info');
  });

  it('should ask once, hand the answer over once, and leave a later call to the network', async () => {
    const fetch = vi.fn(async () => new Response('{"success":true,"data":[1]}'));
    vi.stubGlobal('fetch', fetch);
    const url = apiUrl('/ds/pairs', { local: 'en' });
    const first = prefetchGet(url);
    expect(prefetchGet(url)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetched(url)).resolves.toEqual({ success: true, data: [1] });
    expect(takePrefetched(url)).toBeUndefined();
  });

  it('should hand a failed call over as a rejection, never as an unhandled one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const url = apiUrl('/user/info', { x: '1' });
    prefetchGet(url);
    await expect(takePrefetched(url)).rejects.toThrow('offline');
  });

  it('should tell an arrived answer from one still on the wire, without taking or waiting for it', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => { answer = resolve; })));
    const url = apiUrl('/ds/pairs', { local: 'fr' });
    expect(await prefetchArrived(url)).toBe(false); // never asked
    prefetchGet(url);
    expect(await prefetchArrived(url)).toBe(false); // on the wire: answers at once, no wait
    answer(new Response('{"success":true,"data":[2]}'));
    await new Promise((r) => setTimeout(r, 0));
    expect(await prefetchArrived(url)).toBe(true);
    await expect(takePrefetched(url)).resolves.toEqual({ success: true, data: [2] }); // still there to take
    expect(await prefetchArrived(url)).toBe(false); // taken
  });

  it('should count a failed early call as arrived (the taker reads the failure)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const url = apiUrl('/user/info', { y: '1' });
    prefetchGet(url);
    await new Promise((r) => setTimeout(r, 0));
    expect(await prefetchArrived(url)).toBe(true);
    await expect(takePrefetched(url)).rejects.toThrow('offline');
  });
});
