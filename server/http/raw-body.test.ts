import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGateway } from '../gateway.fixture';
import type { GatewayEnv } from './env';
import { apiGate } from './gate';

// JSON, as every client sends: a text/plain post from another site is the cross-site guard's case
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The gateway's request gate with a 64-byte body limit, around a handler that echoes the body. */
function echoApp() {
  const app = new Hono<GatewayEnv>();
  app.use('*', apiGate(makeGateway().deps, { maxBodyBytes: 64, signedPaths: [] }));
  app.post('/echo', async (c) => c.json({ text: await c.req.text(), json: await c.req.json() }));
  return app;
}

describe('request body (readBody through the gate)', () => {
  const app = echoApp();
  let server: ReturnType<typeof serve>;
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
        url = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });
  afterAll(() => server.close());

  it.each([
    ['in memory', (body: string) => app.request('/echo', { method: 'POST', headers: JSON_TYPE, body })],
    ['over a real socket', (body: string) => fetch(`${url}/echo`, { method: 'POST', headers: JSON_TYPE, body })],
  ])('should let the handler read the body as text and JSON (%s)', async (_, send) => {
    const res = await send('{"a":"ü"}');
    expect(await res.json()).toEqual({ text: '{"a":"ü"}', json: { a: 'ü' } });
  });

  it.each([
    ['in memory', (body: string) => app.request('/echo', { method: 'POST', headers: JSON_TYPE, body })],
    ['over a real socket', (body: string) => fetch(`${url}/echo`, { method: 'POST', headers: JSON_TYPE, body })],
  ])('should refuse a body over the limit with 413 and code 30001 (%s)', async (_, send) => {
    const res = await send(JSON.stringify({ a: 'x'.repeat(100) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 30001 });
  });
});
