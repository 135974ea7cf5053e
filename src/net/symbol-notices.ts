/**
 * GET /gw-api/content/front/notice/query (the pairs' notices), asked once per page and language
 * and shared by its two readers, the order form's notice banner and the order panel's: each
 * asked for it, two identical calls on every page view. A failed answer is asked again next time.
 */
import { apiGet, type ApiAnswer } from './api';

const asked = new Map<string, Promise<ApiAnswer<{ symbolNoticeList: unknown[] }>>>();

/** The call's answer for `lang`, shared; its list's entries are checked by each reader. */
export function symbolNotices(lang: string): Promise<ApiAnswer<{ symbolNoticeList: unknown[] }>> {
  let answer = asked.get(lang);
  if (answer === undefined) {
    answer = apiGet<{ symbolNoticeList: unknown[] }>('/content/front/notice/query', { lang });
    asked.set(lang, answer);
    void answer.then((a) => { if (!a.success) asked.delete(lang); }, () => asked.delete(lang));
  }
  return answer;
}
