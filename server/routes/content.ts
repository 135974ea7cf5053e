import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { ANNOUNCEMENTS, SYMBOL_NOTICES } from '../market/refdata';
import { ok } from './respond';

/** Announcements per page of the news bar. */
export const ANNOUNCEMENT_PAGE_SIZE = 6;

const Lang = z.string().max(16).optional();

/**
 * Editorial content (same for every language: texts are server content, see refdata):
 * GET /content/front/notice/query?lang -> data.symbolNoticeList;
 * GET /activity/activityZone/front/queryAnnouncements?language&page -> data.recordList.
 */
export function contentRoutes(): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.get('/content/front/notice/query', (c) => {
    const q = readQuery(c, z.object({ lang: Lang }));
    if (!q.ok) return q.answer;
    return ok(c, { symbolNoticeList: SYMBOL_NOTICES });
  });

  app.get('/activity/activityZone/front/queryAnnouncements', (c) => {
    const q = readQuery(c, z.object({ language: Lang, page: z.coerce.number().int().min(1).max(10_000).default(1) }));
    if (!q.ok) return q.answer;
    const { page } = q.data;
    const start = (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
    return ok(c, {
      recordList: ANNOUNCEMENTS.slice(start, start + ANNOUNCEMENT_PAGE_SIZE),
      page,
      pageSize: ANNOUNCEMENT_PAGE_SIZE,
      total: ANNOUNCEMENTS.length,
    });
  });

  return app;
}
