import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, prefetchGet, takePrefetched } from './early-get';

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
});
