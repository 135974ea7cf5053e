import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmitPool, sign, signedPost } from './rest-load';

/** A tiny HTTP server that answers each POST with what it received and on which connection. */
describe('SubmitPool (the load generator client)', () => {
  let server: Server;
  let port = 0;
  const sockets = new Set<unknown>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      sockets.add(req.socket);
      let body = '';
      req.on('data', (d: Buffer) => (body += d));
      req.on('end', () => {
        const text = JSON.stringify({ success: true, path: req.url, body, ts: req.headers['x-timestamp'], sig: req.headers['x-signature'], cookie: req.headers.cookie });
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text), 5);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => server.close());

  it('should send a signed POST and read the answer by its Content-Length', async () => {
    const session = { cookie: 'session=abc', accessSalt: 'salt ü' };
    const r = await signedPost(`http://127.0.0.1:${port}`, session, '/gw-api/order/spot/submit', { a: 'ü' });
    expect(r.status).toBe(200);
    const a = r.answer as unknown as { path: string; body: string; ts: string; sig: string; cookie: string };
    expect(a.path).toBe('/gw-api/order/spot/submit');
    expect(a.body).toBe('{"a":"ü"}');
    expect(a.cookie).toBe('session=abc');
    expect(a.sig).toBe(sign('salt ü', Number(a.ts), a.body));
  });

  it('should queue beyond maxSockets and keep its connections alive', async () => {
    sockets.clear();
    const pool = new SubmitPool('127.0.0.1', port, 3);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.post('/x', '', JSON.stringify({ i }))));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.map((a) => JSON.parse(JSON.parse(a.text).body).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(sockets.size).toBe(3);
    pool.close();
  });
});
