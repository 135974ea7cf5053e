import { apiGet } from '../../net/api';
import { readNoticeList, type GlobalNoticeItem } from './global-notice-rule';

/**
 * GET /gw-api/content/front/notice/global?showPage&lang (docs/api.md): the notices of one page
 * in the page's language. A failure is an empty list: the bar simply does not show.
 */
export async function loadGlobalNotices(showPage: number, lang: string): Promise<GlobalNoticeItem[]> {
  const answer = await apiGet<unknown>('/content/front/notice/global', { showPage: String(showPage), lang });
  return answer.success ? readNoticeList(answer.data) : [];
}
