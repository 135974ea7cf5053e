import { describe, expect, it } from 'vitest';
import { makeGateway, post, signIn, type Client, type Gateway } from '../gateway.fixture';
import { readCountry } from '../http/ip-country';
import { RISK_LIMITS } from '../market/refdata';

type Answer = { success: boolean; code: number; msg: string; data: { riskLimitList: unknown; kycCountryCode: string; ipCountryCode: string } | null };

const ADMIN = 'risk-admin';

async function riskLimit(g: Gateway, headers: Record<string, string> = {}, client?: Client): Promise<{ status: number; body: Answer }> {
  const res = await g.app.request('/gw-api/ds/risk-limit', { headers: { ...(client ? { Cookie: client.cookie } : {}), ...headers } });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function userWith(g: Gateway, email: string, flags: Record<string, string>): Promise<Client> {
  const client = await signIn(g, email);
  const res = await post(g, '/gw-api/admin/user-flags', { userId: client.userId, ...flags }, undefined, { 'X-Admin-Token': ADMIN });
  expect(res.status).toBe(200);
  return client;
}

describe('GET /gw-api/ds/risk-limit', () => {
  it('should list the restricted pairs, with no country for a visitor without a country header', async () => {
    const g = makeGateway();
    const { status, body } = await riskLimit(g);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, code: 0, msg: 'success', data: { riskLimitList: RISK_LIMITS, kycCountryCode: '', ipCountryCode: '' } });
    // the simulated exchange's rules: XRP nowhere for US and Canadian residents, PEPE not in the UK either
    expect(RISK_LIMITS.find((l) => l.symbolId === 1006)?.countrys).toEqual(['US', 'CA']);
    expect(RISK_LIMITS.find((l) => l.symbolId === 1025)?.countrys).toEqual(['US', 'CA', 'GB']);
  });

  it('should answer the IP country of the request from the X-Country header, upper-cased', async () => {
    const g = makeGateway();
    expect((await riskLimit(g, { 'X-Country': 'US' })).body.data).toMatchObject({ kycCountryCode: '', ipCountryCode: 'US' });
    expect((await riskLimit(g, { 'x-country': ' gb ' })).body.data).toMatchObject({ ipCountryCode: 'GB' });
    // an edge's "unknown" (XX) and "Tor" (T1) markers are no country
    expect((await riskLimit(g, { 'X-Country': 'XX' })).body.data).toMatchObject({ ipCountryCode: '' });
    expect((await riskLimit(g, { 'X-Country': 't1' })).body.data).toMatchObject({ ipCountryCode: '' });
    expect((await riskLimit(g, { 'X-Country': '' })).body.data).toMatchObject({ ipCountryCode: '' });
  });

  it('should give a signed-in user the account KYC country; the header wins over the recorded IP country', async () => {
    const g = makeGateway({ adminToken: ADMIN });
    const client = await userWith(g, 'kyc@example.com', { kycCountry: 'DE', ipCountry: 'FR' });
    expect((await riskLimit(g, {}, client)).body.data).toMatchObject({ kycCountryCode: 'DE', ipCountryCode: 'FR' });
    expect((await riskLimit(g, { 'X-Country': 'CA' }, client)).body.data).toMatchObject({ kycCountryCode: 'DE', ipCountryCode: 'CA' });
    // unknown marker: falls back to the recorded one
    expect((await riskLimit(g, { 'X-Country': 'XX' }, client)).body.data).toMatchObject({ ipCountryCode: 'FR' });
  });

  it('should refuse a malformed country header with 400 and say which header', async () => {
    const g = makeGateway();
    for (const bad of ['USA', 'U1', 'D', 'de-DE', '12']) {
      const { status, body } = await riskLimit(g, { 'X-Country': bad });
      expect(status, bad).toBe(400);
      expect(body, bad).toMatchObject({ success: false, code: 30001, data: null });
      expect(body.msg, bad).toContain('X-Country: must be an ISO 3166-1 alpha-2 country code');
    }
  });

  it('should read the header the deployment names, and none when told so', async () => {
    const cf = makeGateway({ countryHeader: 'CF-IPCountry' });
    expect((await riskLimit(cf, { 'CF-IPCountry': 'JP', 'X-Country': 'US' })).body.data).toMatchObject({ ipCountryCode: 'JP' });
    expect((await riskLimit(cf, { 'CF-IPCountry': 'Japan' })).body.msg).toContain('CF-IPCountry: must be');
    const off = makeGateway({ countryHeader: '' });
    expect((await riskLimit(off, { 'X-Country': 'US' })).body.data).toMatchObject({ ipCountryCode: '' });
    expect((await riskLimit(off, { 'X-Country': 'garbage' })).status).toBe(200);
  });
});

describe('readCountry', () => {
  it.each([
    [undefined, ''], ['', ''], ['  ', ''], ['de', 'DE'], ['DE', 'DE'], ['XX', ''], ['T1', ''],
  ])('should read %j as %j', (value, country) => {
    expect(readCountry(value)).toEqual({ ok: true, country });
  });

  it.each(['DEU', 'D', 'D1', '1', 'ä', 'U S'])('should refuse %j', (value) => {
    expect(readCountry(value).ok).toBe(false);
  });
});
