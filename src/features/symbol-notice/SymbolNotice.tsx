/**
 * The symbol notice banner (spec order-placement section 2, order-panel "Symbol notice banner")
 * in the page's shell, above the grid: one notice at a time, the current pair's then those for
 * every pair; its close button records the notice as closed and the next one shows. It was the
 * order form's (and the order panel's) and moved here: a notice is about the pair, not a widget,
 * and showed twice with both. A chunk of its own, loaded with the second wave (the page's
 * initial JS has a budget), reading the call the page shares (src/net/symbol-notices.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { symbolNotices } from '../../net/symbol-notices';
import { currentSymbolId } from '../../state/market';
import { closedSymbolNotices } from '../../state/closed-notices';
import { localStore } from '../../ui/page-storage';
import { holdsNoNotice, nextNotice, parseNoticeGroups, storeAnswer, type NoticeGroup } from './symbol-notice';
import './symbol-notice.css';

export default function SymbolNotice({ locale }: { locale: string }) {
  useSignals();
  const { t } = useTranslation('layout');
  const [groups, setGroups] = useState<NoticeGroup[]>([]);
  const symbolId = currentSymbolId.value;

  useEffect(() => {
    let live = true;
    void symbolNotices(locale).then((answer) => {
      // a failed call leaves the banner as it was (the next page asks again)
      if (!live || !answer.success || answer.data === null) return;
      const list = parseNoticeGroups(answer.data.symbolNoticeList);
      storeAnswer(localStore(), list);
      if (holdsNoNotice(list)) closedSymbolNotices.clear();
      setGroups(list);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const notice = nextNotice(groups, symbolId, closedSymbolNotices.ids.value);
  if (notice === null) return null;
  return (
    <div className="symbol-notice" role="status" aria-label={t('notice.label')} data-testid="symbol-notice" data-notice-id={notice.noticeId}>
      <span className="symbol-notice-icon" aria-hidden="true">!</span>
      {notice.targetUrl !== undefined
        ? <a className="symbol-notice-text" href={notice.targetUrl} target="_blank" rel="noopener noreferrer" title={notice.content}>{notice.content}</a>
        : <span className="symbol-notice-text" title={notice.content}>{notice.content}</span>}
      <button type="button" className="symbol-notice-close" aria-label={t('notice.close')} onClick={() => closedSymbolNotices.close(notice.noticeId)}>×</button>
    </div>
  );
}
