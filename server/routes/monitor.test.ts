import { describe, expect, it } from 'vitest';
import type { ClientReport } from '../../src/core/client-report';
import { get, makeGateway, post, signIn, type Gateway } from '../gateway.fixture';
import Database from 'better-sqlite3';
import { createClientReports } from '../store/client-reports';
import { migrate } from '../store/schema';
import { REPORTS_PER_MINUTE, senderKey } from './monitor';

const path = '/gw-api/monitor/client-report';
const ADMIN = { 'X-Admin-Token': 't' };

const report = (over: Partial<ClientReport> = {}): ClientReport => ({
  level: 'warning', event: 'depth.missing', message: 'a depth message without its symbol', detail: { symbol: 'BTC_USDT', seq: 12 },
  page: '/trade/en?symbol=BTC_USDT', at: 1_717_200_000_000, ...over,
});

/** The admin read without the admin token. */
const unauthorised = (g: Gateway) => get(g, '/gw-api/admin/client-reports?limit=100');

describe('POST /gw-api/monitor/client-report', () => {
  it('should store a visitor\'s and a signed-in page\'s reports, readable on the admin path', async () => {
    const g = makeGateway({ adminToken: 't' });
    const visitor = await post(g, path, { reports: [report()] });
    expect(await visitor.json()).toEqual({ success: true, code: 0, msg: 'success', data: { accepted: 1, dropped: 0 } });
    const client = await signIn(g, 'r@example.com');
    await post(g, path, { reports: [report({ level: 'error', event: 'panel.push-late', detail: {} })] }, client);
    const res = await g.app.request('/gw-api/admin/client-reports', { headers: ADMIN });
    const rows = (await res.json() as { data: Array<Record<string, unknown>> }).data;
    expect(rows.map((r) => [r.event, r.level, r.userId])).toEqual([['panel.push-late', 'error', client.userId], ['depth.missing', 'warning', null]]);
    expect(rows[1]).toMatchObject({ detail: { symbol: 'BTC_USDT', seq: 12 }, page: '/trade/en?symbol=BTC_USDT', at: 1_717_200_000_000, ip: 'local' });
  });

  it('should refuse bad reports with 400, storing none of the batch', async () => {
    const g = makeGateway({ adminToken: 't' });
    const bad: unknown[] = [
      {},
      { reports: [] },
      { reports: Array.from({ length: 21 }, () => report()) },
      { reports: [report(), { ...report(), level: 'fatal' }] },
      { reports: [{ ...report(), event: 'has spaces' }] },
      { reports: [{ ...report(), message: 'm'.repeat(501) }] },
      { reports: [{ ...report(), detail: { nested: { a: 1 } } }] },
      { reports: [{ ...report(), detail: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${i}`, i])) }] },
      { reports: [{ ...report(), at: -1 }] },
      { reports: [{ ...report(), extra: 1 }] },
    ];
    for (const body of bad) {
      const res = await post(g, path, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, code: 30001 });
    }
    const notJson = await g.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"reports":' });
    expect(notJson.status).toBe(400);
    expect(g.store.clientReports(100)).toEqual([]);
  });

  it('should take at most REPORTS_PER_MINUTE an address a minute, then refuse with 429', async () => {
    const g = makeGateway();
    let accepted = 0;
    let dropped = 0;
    for (let i = 0; i < Math.ceil(REPORTS_PER_MINUTE / 20); i++) {
      const res = await post(g, path, { reports: Array.from({ length: 20 }, () => report()) });
      const body = await res.json() as { data: { accepted: number; dropped: number } };
      accepted += body.data.accepted;
      dropped += body.data.dropped;
    }
    expect(accepted).toBe(REPORTS_PER_MINUTE);
    expect(accepted + dropped).toBe(Math.ceil(REPORTS_PER_MINUTE / 20) * 20);
    const over = await post(g, path, { reports: [report()] });
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ success: false, code: 30023 });
    expect(g.store.clientReports(1_000)).toHaveLength(REPORTS_PER_MINUTE);
    g.clock.now += 60_001;
    expect((await post(g, path, { reports: [report()] })).status).toBe(200);
  });

  it('should keep the admin path closed without the token', async () => {
    const g = makeGateway({ adminToken: 't' });
    expect((await unauthorised(g)).status).toBe(403);
    const wrong = await g.app.request('/gw-api/admin/client-reports?limit=0', { headers: ADMIN });
    expect(wrong.status).toBe(400);
  });
});

describe('report limits of the gateway', () => {
  it('should count an IPv6 sender by its /64 and an IPv4 one by its address', () => {
    expect(senderKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(senderKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(senderKey('203.0.113.9')).toBe('203.0.113.9');
    expect(senderKey('::ffff:203.0.113.9')).toBe('::ffff:203.0.113.9');
    expect(senderKey('local')).toBe('local');
  });

  it('should keep only the newest reports', () => {
    const db = new Database(':memory:');
    migrate(db, ':memory:');
    const reports = createClientReports(db, 5);
    for (let i = 0; i < 12; i++) reports.addClientReports([report({ message: `m${i}` })], { ip: 'x', userId: null, receivedAt: i });
    expect(reports.clientReports(100).map((r) => r.message)).toEqual(['m11', 'm10', 'm9', 'm8', 'm7']);
  });

  it('should drop the part of a batch over the sender\'s minute and say so', async () => {
    const g = makeGateway();
    const first = await post(g, path, { reports: Array.from({ length: 20 }, () => report()) });
    expect((await first.json() as { data: unknown }).data).toEqual({ accepted: 20, dropped: 0 });
    for (let i = 0; i < 2; i++) await post(g, path, { reports: Array.from({ length: 15 }, () => report()) });
    const partial = await post(g, path, { reports: Array.from({ length: 20 }, () => report()) });
    expect((await partial.json() as { data: unknown }).data).toEqual({ accepted: REPORTS_PER_MINUTE - 50, dropped: 20 - (REPORTS_PER_MINUTE - 50) });
  });
});

