import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './client-error';

/** A raw request through a real Node server, as index.ts serves the gateway. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answers to requests Node cannot parse (answerClientError)', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    const app = new Hono();
    app.get('/gw-api/x', (c) => c.json({ success: true, code: 0, msg: 'success', data: null }));
    server = await new Promise((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    server.on('clientError', answerClientError);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('should answer a 70 KB query with 431 in the {success, code, msg, data} shape', async () => {
    const r = await get(port, `/gw-api/x?q=${'a'.repeat(70_000)}`);
    expect(r.status).toBe(431);
    expect(r.type).toMatch(/^application\/json/);
    expect(JSON.parse(r.body)).toEqual({ success: false, code: 30001, msg: expect.stringContaining('too large'), data: null });
  });

  it('should answer oversized headers the same way, and leave ordinary requests alone', async () => {
    expect((await get(port, '/gw-api/x', { 'x-big': 'b'.repeat(20_000) })).status).toBe(431);
    expect(JSON.parse((await get(port, '/gw-api/x')).body)).toMatchObject({ success: true });
  });
});
