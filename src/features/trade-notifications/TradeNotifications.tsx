import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { account, newSince } from '../../state/account';
import { notifications } from '../../state/connection';
import { tradeMode } from '../../state/trade-mode';
import { playChime } from './chime';
import { noticeOf, type TradeNotice } from './notice-rule';
import { loadNoticePrefs, noticePrefs } from './notice-prefs';
import { NoticeQueue } from './notice-queue';
import { systemTimers } from '../../market-feed/link';
import './trade-notifications.css';

/**
 * Trade notifications (spec trade page section 2): for a signed-in user, bottom right, one
 * card per order filled or cancelled as the user socket pushes it (state/connection.ts
 * `notifications`), two at a time, 1 s apart, 3 s each (notice-queue.ts), margin ones only in
 * margin mode. The popup and the chime follow the user's server-side switches (notice-prefs.ts).
 * Events already heard before this mounted are not announced. Mount once at the app root,
 * through React.lazy: it is a chunk of its own.
 */
export function TradeNotifications() {
  useSignals();
  const signedIn = account.value != null;
  const [shown, setShown] = useState<readonly TradeNotice[]>([]);

  useEffect(() => {
    if (!signedIn) return undefined;
    void loadNoticePrefs();
    const queue = new NoticeQueue<TradeNotice>(
      {
        show: (n) => {
          const prefs = noticePrefs.peek();
          if (prefs.sound) playChime();
          if (prefs.popup) setShown((list) => [...list, n]);
        },
        hide: (n) => setShown((list) => list.filter((s) => s.id !== n.id)),
      },
      systemTimers,
    );
    let seen = notifications.peek();
    const stop = effect(() => {
      const list = notifications.value;
      if (list === seen) return;
      const fresh = newSince(list, seen);
      seen = list;
      const prefs = noticePrefs.peek();
      if (!prefs.popup && !prefs.sound) return;
      // newest first in the list: announce them in the order they happened
      for (const n of fresh.reverse()) {
        const notice = noticeOf(n, tradeMode.peek());
        if (notice !== null) queue.add(notice);
      }
    });
    return () => {
      stop();
      queue.stop();
      setShown([]);
    };
  }, [signedIn]);

  if (!signedIn) return null;
  return <TradeNoticeCards notices={shown} onClose={(id) => setShown((list) => list.filter((s) => s.id !== id))} />;
}

/** The cards, bottom right: exported for its render test. */
export function TradeNoticeCards({ notices, onClose }: { notices: readonly TradeNotice[]; onClose: (id: string) => void }) {
  const { t } = useTranslation('info');
  return (
    <div className="trade-notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`trade-notice trade-notice-${n.kind}`} data-notice={n.title}>
          <strong className="trade-notice-title">{t(`notify.${n.title}`)}</strong>
          <span className="trade-notice-body">{t('notify.body', { side: t(`notify.${n.side}`), pair: n.pair, count: n.count, price: n.price })}</span>
          <button type="button" className="trade-notice-close" aria-label={t('notify.close')} onClick={() => onClose(n.id)}>×</button>
        </div>
      ))}
    </div>
  );
}

export default TradeNotifications;
