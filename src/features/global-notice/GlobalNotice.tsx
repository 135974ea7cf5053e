import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TradeMode } from '../../core/order-form/types';
import { closedGlobalNotices } from '../../state/closed-notices';
import { secondWaveDue } from '../../ui/second-wave';
import { loadGlobalNotices } from './global-notice-api';
import { nextGlobalNotice, showPageOf, type GlobalNoticeItem } from './global-notice-rule';
import './global-notice.css';


/**
 * The trade page's global notice bar: the first unclosed notice of the page's show page (4 spot,
 * 5 margin), asked again when the mode or the language changes; its close button records the
 * notice as closed (src/state/closed-notices.ts) and the next one shows. It fills a slot of the
 * navigator bar that is there from the first render, empty or not, so its arrival moves nothing
 * on the page.
 */
export function GlobalNotice({ type, locale }: { type: TradeMode; locale: string }) {
  useSignals();
  const { t } = useTranslation('notice');
  const [list, setList] = useState<{ page: number; items: GlobalNoticeItem[] } | null>(null);
  const page = showPageOf(type);

  useEffect(() => {
    let live = true;
    // after the book's first paint: the notice is never what the trader waits for
    void secondWaveDue()
      .then(() => loadGlobalNotices(page, locale))
      .then((items) => {
        if (live) setList({ page, items });
      });
    return () => {
      live = false;
    };
  }, [page, locale]);

  // a list of the other mode is not shown while the new one loads
  const notice = list !== null && list.page === page ? nextGlobalNotice(list.items, closedGlobalNotices.ids.value) : null;
  return (
    <div className="global-notice" data-show-page={page}>
      {notice !== null && (
        <aside className="global-notice-item" aria-label={t('global.label')} data-notice-id={notice.noticeId} title={notice.content}>
          <span className="global-notice-text">{notice.content}</span>
          {notice.targetUrl !== '' && <a className="global-notice-link" href={notice.targetUrl}>{t('global.details')}</a>}
          <button type="button" className="global-notice-close" aria-label={t('global.close')} onClick={() => closedGlobalNotices.close(notice.noticeId)}>
            ×
          </button>
        </aside>
      )}
    </div>
  );
}
