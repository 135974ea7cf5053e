import { Hono } from 'hono';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, TRADING_PATHS, compressAnswers } from './compress-answers';

const BIG = { success: true, data: Array.from({ length: 200 }, (_, i) => ({ symbol: `PAIR${i}_USDT`, price: '123.45' })) };
const app = new Hono();
app.use('*', compressAnswers());
app.get('/big', (c) => c.json(BIG));
app.get('/small', (c) => c.json({ success: true, code: 0 }));
app.post(`${TRADING_PATHS}spot/submit`, (c) => c.json({ success: true, code: 0, msg: 'success', data: { orderId: 1 } }));
app.get(`${TRADING_PATHS}big`, (c) => c.json(BIG));
app.get('/cookie', (c) => {
  c.header('Set-Cookie', 'a=1');
  return c.json(BIG);
});

const ask = (path: string, acceptEncoding = 'gzip, deflate, br, zstd') => app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

describe('compressAnswers', () => {
  it('should gzip a JSON answer over the threshold, marked Vary', async () => {
    expect(JSON.stringify(BIG).length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await ask('/big');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    const raw = Buffer.from(await res.arrayBuffer());
    expect(raw.length).toBeLessThan(JSON.stringify(BIG).length / 4);
    expect(JSON.parse(gunzipSync(raw).toString())).toEqual(BIG);
  });

  it('should send a small answer as it is, with its length', async () => {
    const res = await ask('/small');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String(JSON.stringify({ success: true, code: 0 }).length));
    expect(await res.json()).toEqual({ success: true, code: 0 });
  });

  it('should send the answer as it is to a client that takes no compression', async () => {
    const res = await ask('/big', 'identity');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual(BIG);
  });

  it('should keep the answer\'s other headers', async () => {
    const res = await ask('/cookie');
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Set-Cookie')).toBe('a=1');
  });

  it('should pass an order call\'s answer untouched, as the handler made it (no copy, no length added)', async () => {
    const res = await app.request(`${TRADING_PATHS}spot/submit`, { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(res.headers.get('Vary')).toBeNull();
    expect(await res.json()).toEqual({ success: true, code: 0, msg: 'success', data: { orderId: 1 } });
    expect((await ask(`${TRADING_PATHS}big`)).headers.get('Content-Encoding')).toBeNull();
  });
});
