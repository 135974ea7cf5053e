/**
 * The basic layout's notice bar (spec 001 "Basic layout ... adds a notice bar with notice panel
 * and news bar"): a row under the navigator bar with a Notices button, which opens the notice
 * panel (every notice of the page, closed ones too: notice-panel.ts), and the news bar (the
 * announcements, 3 at a time, NewsBar.tsx), which in the basic layout is here and not under the
 * order panel. The row is the page's from its first render (App.tsx, and the gateway's first
 * screen), fixed in height; this fills it with the second wave, a chunk of its own.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { TradeMode } from '../../core/order-form/types';
import { symbolNotices } from '../../net/symbol-notices';
import { currentSymbolId } from '../../state/market';
import { closedGlobalNotices, closedSymbolNotices } from '../../state/closed-notices';
import { useDismiss } from '../../ui/use-dismiss';
import { loadGlobalNotices } from '../global-notice/global-notice-api';
import { showPageOf, type GlobalNoticeItem } from '../global-notice/global-notice-rule';
import { NewsBar } from '../order-panel/NewsBar';
import { parseNoticeGroups, type NoticeGroup } from '../symbol-notice/symbol-notice';
import { noticePanelEntries, openCount, type PanelNotice } from './notice-panel';
import './notice-bar.css';


export default function NoticeBar({ locale, type }: { locale: string; type: TradeMode }) {
  useSignals();
  const { t } = useTranslation('notice');
  const showPage = showPageOf(type);
  const [sources, setSources] = useState<{ page: GlobalNoticeItem[]; groups: NoticeGroup[] }>({ page: [], groups: [] });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false));

  useEffect(() => {
    let live = true;
    // either call failing leaves its part empty: the panel lists what it has
    void Promise.all([
      loadGlobalNotices(showPage, locale),
      symbolNotices(locale).then((a) => (a.success && a.data !== null ? parseNoticeGroups(a.data.symbolNoticeList) : []), () => []),
    ]).then(([page, groups]) => {
      if (live) setSources({ page, groups });
    });
    return () => {
      live = false;
    };
  }, [showPage, locale]);

  // the banners' closed ids are signals read here: a close in a banner moves the count at once
  const closed = { closedPage: closedGlobalNotices.ids.value, closedPair: closedSymbolNotices.ids.value };
  const list = noticePanelEntries({ ...sources, ...closed, symbolId: currentSymbolId.value });
  return (
    <>
      <div className="notice-bar-notices" ref={root}>
        <button type="button" className="notice-bar-button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          {t('bar.button', { count: openCount(list) })}
        </button>
        {open && <NoticePanel id={panelId} list={list} />}
      </div>
      <div className="notice-bar-news">
        <NewsBar locale={locale} />
      </div>
    </>
  );
}

function NoticePanel({ id, list }: { id: string; list: readonly PanelNotice[] }) {
  const { t } = useTranslation('notice');
  return (
    <section className="notice-panel" id={id} aria-label={t('bar.title')}>
      <h2 className="notice-panel-title">{t('bar.title')}</h2>
      {list.length === 0 ? (
        <p className="notice-panel-empty">{t('bar.empty')}</p>
      ) : (
        <ul className="notice-panel-list">
          {list.map((n) => (
            <li key={n.key} className="notice-panel-item" data-closed={n.closed}>
              <span className="notice-panel-source">{t(n.source === 'page' ? 'bar.fromPage' : 'bar.fromPair')}</span>
              <span className="notice-panel-text">{n.content}</span>
              {n.closed && <span className="notice-panel-closed">{t('bar.closed')}</span>}
              {n.targetUrl !== '' && <a className="notice-panel-link" href={n.targetUrl} target="_blank" rel="noopener noreferrer">{t('global.details')}</a>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
