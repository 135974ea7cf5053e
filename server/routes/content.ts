import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayEnv } from '../http/env';
import { readQuery } from '../http/input';
import { announcementsIn, FIAT_RATES, globalNoticesIn, symbolNoticesIn } from '../market/refdata';
import { intInRange } from './input-fields';
import { ok } from './respond';

/** Announcements per page of the news bar. */
export const ANNOUNCEMENT_PAGE_SIZE = 6;

const Lang = z.string().max(16).optional();

/**
 * Editorial content, in the language asked for (English when unknown; see refdata-content):
 * GET /content/front/notice/query?lang -> data.symbolNoticeList;
 * GET /content/front/notice/global?showPage&lang -> data.noticeList (the page's global notices);
 * GET /activity/activityZone/front/queryAnnouncements?language&page -> data.recordList;
 * GET /ds/fiat-rates -> data: [{ currency, rate }] (units per US dollar).
 */
export function contentRoutes(): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();

  app.get('/content/front/notice/query', (c) => {
    const q = readQuery(c, z.object({ lang: Lang }));
    if (!q.ok) return q.answer;
    return ok(c, { symbolNoticeList: symbolNoticesIn(q.data.lang) });
  });

  // path ours (the spec names only the show-page numbers): 4 the spot trade page, 5 margin;
  // other pages of the exchange have numbers of their own, so any 1-99 is a page (maybe empty)
  app.get('/content/front/notice/global', (c) => {
    const q = readQuery(c, z.object({ showPage: intInRange(1, 99), lang: Lang }));
    if (!q.ok) return q.answer;
    return ok(c, { noticeList: globalNoticesIn(q.data.lang, q.data.showPage) });
  });

  app.get('/activity/activityZone/front/queryAnnouncements', (c) => {
    const q = readQuery(c, z.object({ language: Lang, page: intInRange(1, 10_000).default(1) }));
    if (!q.ok) return q.answer;
    const { page, language } = q.data;
    const all = announcementsIn(language);
    const start = (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
    return ok(c, {
      recordList: all.slice(start, start + ANNOUNCEMENT_PAGE_SIZE),
      page,
      pageSize: ANNOUNCEMENT_PAGE_SIZE,
      total: all.length,
    });
  });

  // path ours: the rates the panel values holdings with (the spec's "chosen currency")
  app.get('/ds/fiat-rates', (c) => ok(c, FIAT_RATES));

  return app;
}
