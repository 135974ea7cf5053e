import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { requestHeader } from '../http/headers';
import { readJson, readQuery } from '../http/input';
import { intField, opt } from './input-fields';
import { parseUnits } from '../../src/core/units';
import { FEE_RATES_PREF, applyFeeSettings, feeRatesOf } from './account-setup';
import { ok, refuse } from './respond';
import { userInfo } from './user-info';

/** A fee rate: a decimal string in [0, 1), at most 8 decimals ('0.001'). */
const Rate = z.string().refine((s) => {
  const p = parseUnits(s, 8);
  return p.ok && p.value < 100_000_000;
}, 'a rate is a decimal string from 0 to below 1 with at most 8 decimals');

const UserFlagsPatch = z
  .strictObject({
    userId: z.number().int().positive().optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    isSubAccount: z.boolean().optional(),
    delegationType: z.number().int().min(0).max(2).optional(),
    copper: z.boolean().optional(),
    kycCountry: z.string().regex(/^([A-Z]{2})?$/, 'ISO 3166-1 alpha-2 code or empty').optional(),
    kycLevel: z.number().int().min(0).max(2).optional(),
    ipCountry: z.string().regex(/^([A-Z]{2})?$/, 'ISO 3166-1 alpha-2 code or empty').optional(),
    feeClass: z.enum(['A', 'B', 'C', 'D']).optional(),
    userRateType: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    deduction: z.boolean().optional(),
    makerRate: Rate.optional(),
    takerRate: Rate.optional(),
    /** true: forget custom rates and trade at the fee class's again. */
    resetRates: z.boolean().optional(),
  })
  .refine((b) => b.userId !== undefined || b.email !== undefined, { message: 'userId or email is required' });

const ReportsQuery = z.object({
  limit: opt(intField.refine((n) => n >= 1 && n <= 1_000, { error: 'must be 1 to 1000' })).transform((n) => n ?? 100),
});

/** Constant-time string equality that does not leak the length either (compares digests). */
function sameSecret(a: string, b: string): boolean {
  const da = createHash('sha256').update(a).digest();
  const db = createHash('sha256').update(b).digest();
  return timingSafeEqual(da, db);
}

/**
 * POST /admin/user-flags: sets a user's flags (tests, demos) and optionally custom fee rates.
 * Closed (403, code 30032) unless deps.adminToken is set and the request carries it in
 * `X-Admin-Token`. Custom rates go to the engine and are saved as the `feeRates` pref so
 * restoreFeeRates puts them back at start; a fee class change applies the class's rates
 * unless custom ones are kept.
 */
export function adminRoutes(deps: GatewayDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const adminOnly = createMiddleware<GatewayEnv>(async (c, next) => {
    const token = deps.adminToken;
    const given = requestHeader(c, 'x-admin-token');
    if (token === undefined || token === '' || given === undefined || !sameSecret(given, token)) {
      return refuse(c, Code.FORBIDDEN, 'admin access refused', 403);
    }
    await next();
  });
  app.use('/admin/*', adminOnly);

  app.post('/admin/user-flags', async (c) => {
    const input = await readJson(c, UserFlagsPatch);
    if (!input.ok) return input.answer;
    const { userId, email, makerRate, takerRate, resetRates, ...flags } = input.data;
    const user = userId !== undefined ? deps.store.userById(userId) : deps.store.userByEmail(email!);
    if (user === undefined) return refuse(c, Code.PARAM_INVALID, 'no such user', 404);
    if (Object.keys(flags).length > 0) deps.store.updateUserFlags(user.userId, flags);
    // the Store has no pref deletion: an empty value reads as 'no custom rates' (feeRatesOf)
    if (resetRates) deps.store.setPref(user.userId, FEE_RATES_PREF, '');
    const updated = deps.store.userById(user.userId)!;
    if (makerRate !== undefined || takerRate !== undefined) {
      const current = feeRatesOf(deps, updated);
      const rates = { maker: makerRate ?? current.maker, taker: takerRate ?? current.taker };
      deps.store.setPref(user.userId, FEE_RATES_PREF, JSON.stringify(rates));
    }
    const rates = feeRatesOf(deps, updated);
    applyFeeSettings(deps, updated);
    deps.commit();
    return ok(c, { ...userInfo(updated), makerRate: rates.maker, takerRate: rates.taker });
  });

  /** GET /admin/client-reports?limit=: the newest reports of the pages (routes/monitor.ts), newest first. */
  app.get('/admin/client-reports', (c) => {
    const q = readQuery(c, ReportsQuery);
    if (!q.ok) return q.answer;
    return ok(c, deps.store.clientReports(q.data.limit));
  });

  return app;
}
