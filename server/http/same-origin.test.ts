import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { makeGateway } from '../gateway.fixture';
import type { GatewayEnv } from './env';
import { apiGate } from './gate';

const app = new Hono<GatewayEnv>();
app.use('*', apiGate(makeGateway().deps, { maxBodyBytes: 1024, signedPaths: [] }));
app.all('/gw-api/x', (c) => c.text('ok'));

const post = (headers: Record<string, string>) =>
  app.request('http://localhost:8080/gw-api/x', { method: 'POST', headers, body: 'a=1' });

describe('cross-site form guard (crossSiteRefusal through the gate)', () => {
  it('should refuse a form post from another origin', async () => {
    const res = await post({ 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, code: 30032, msg: expect.stringContaining('cross-site'), data: null });
  });

  it('should refuse a form post with neither Origin nor Sec-Fetch-Site', async () => {
    expect((await post({ 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(403);
  });

  it('should refuse a post without a content type (read as text/plain) from another site', async () => {
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('should let a form post from this origin through', async () => {
    const res = await post({ 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('ok');
  });

  it('should let a same-origin fetch through by Sec-Fetch-Site', async () => {
    expect((await post({ 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('should let JSON posts and reads through whatever their origin', async () => {
    expect((await post({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(200);
    const get = await app.request('http://localhost:8080/gw-api/x', { headers: { origin: 'https://evil.example' } });
    expect(get.status).toBe(200);
  });
});
