import { Hono } from 'hono';
import { z } from 'zod';
import { REPORT_EVENT, REPORT_LIMITS, ReportLimiter, type ClientReport } from '../../src/core/client-report';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import { clientIp } from '../http/client-ip';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import { ok, refuse } from './respond';

/** Reports one address may send a minute (a page sends far fewer: src/net/monitor.ts limits it). */
export const REPORTS_PER_MINUTE = 60;
/**
 * Reports all senders together may store a minute: a tenth of what is kept (CLIENT_REPORTS_KEPT),
 * so a flood from many addresses cannot push every earlier report out within minutes.
 */
export const ALL_REPORTS_PER_MINUTE = 1_000;

/** The sender's key: an IPv4 address, or an IPv6 address's /64 (one host may hold all of it). */
export function senderKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head] = ip.split('::');
  const groups = head.split(':');
  return `${groups.slice(0, 4).join(':')}::/64`;
}

const Scalar = z.union([z.string().max(REPORT_LIMITS.detailValueChars), z.number(), z.boolean()]);

const Report = z.strictObject({
  level: z.enum(['warning', 'error'], { error: 'must be "warning" or "error"' }),
  event: z.string().regex(REPORT_EVENT, { error: 'must be 1 to 64 letters, digits or . _ : -' }),
  message: z.string().max(REPORT_LIMITS.messageChars),
  detail: z
    .record(z.string().max(REPORT_LIMITS.eventChars), Scalar)
    .refine((d) => Object.keys(d).length <= REPORT_LIMITS.detailKeys, { error: `at most ${REPORT_LIMITS.detailKeys} keys` }),
  page: z.string().max(REPORT_LIMITS.pageChars),
  at: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

const Body = z.strictObject({
  reports: z.array(Report).min(1).max(REPORT_LIMITS.batch),
});

/**
 * POST /gw-api/monitor/client-report: the page's error reporting (the specs' "reported as a
 * warning to error reporting"; path ours, the specs name none). Visitors may report too; a
 * signed-in page's reports carry its user id. Each address (an IPv6 /64) may send
 * REPORTS_PER_MINUTE a minute and all together ALL_REPORTS_PER_MINUTE: the rest of a batch is
 * dropped and counted in the answer, a batch with nothing admitted is refused (429). Admitted reports are stored before the answer (store.addClientReports)
 * and read back on the admin path GET /gw-api/admin/client-reports (admin.ts).
 */
export function monitorRoutes(deps: GatewayDeps, limiter = new ReportLimiter(60_000, REPORTS_PER_MINUTE, ALL_REPORTS_PER_MINUTE)): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.post('/monitor/client-report', async (c) => {
    const input = await readJson(c, Body);
    if (!input.ok) return input.answer;
    const ip = clientIp(c);
    const sender = senderKey(ip);
    const now = deps.now();
    const admitted: ClientReport[] = input.data.reports.filter(() => limiter.admit(sender, now));
    const dropped = input.data.reports.length - admitted.length;
    if (admitted.length === 0) return refuse(c, Code.RATE_LIMITED, `too many reports: at most ${REPORTS_PER_MINUTE} a minute`, 429);
    deps.store.addClientReports(admitted, { ip, userId: c.get('userId') ?? null, receivedAt: now });
    return ok(c, { accepted: admitted.length, dropped });
  });

  return app;
}
