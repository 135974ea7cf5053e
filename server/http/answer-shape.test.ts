import { describe, expect, it } from 'vitest';
import { makeGateway } from '../gateway.fixture';

/** Every /gw-api answer is {success, code, msg, data} JSON, refusals made before any handler included. */
describe('the answer shape of refusals outside the handlers', () => {
  const { app } = makeGateway();
  const shape = async (res: Response, status: number, code: number) => {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, code, msg: expect.any(String), data: null });
  };

  it('should answer a cross-site form post, an unknown call and a too large body in the shape', async () => {
    await shape(await app.request('http://localhost/gw-api/auth/logout', { method: 'POST', body: 'a=1' }), 403, 30032);
    await shape(await app.request('http://localhost/gw-api/auth/logout', { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'https://evil.example' }, body: '{}' }), 403, 30032);
    await shape(await app.request('http://localhost/gw-api'), 404, 30001);
    await shape(await app.request('http://localhost/gw-api?x=1'), 404, 30001);
    await shape(await app.request('http://localhost/gw-api/nope'), 404, 30001);
    await shape(await app.request('http://localhost/gw-api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(70_000) }), 413, 30001);
  });
});
