import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSED_NOTICES_KEY, NOTICES_KEY, noNotices, noticesFor, readClosed, type NoticeGroup } from './content';
import { fetchNotices } from './panel-api';

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: notices simply come back after a reload
  }
}

/**
 * The symbol notice banner (spec sections 2 and 7): notices for every pair and for the current
 * one, each closable; closed ids are kept in local storage. An answer without any notice clears
 * the stored keys, as the spec says; the rest of its handling is not shown, so that is all.
 */
export function NoticeBanner({ locale, symbolId }: { locale: string; symbolId: number | undefined }) {
  const { t } = useTranslation('panel');
  const [groups, setGroups] = useState<NoticeGroup[]>([]);
  const [closed, setClosed] = useState<number[]>(() => readClosed(store()?.getItem(CLOSED_NOTICES_KEY) ?? null));

  useEffect(() => {
    let live = true;
    void fetchNotices(locale).then((list) => {
      if (!live || list === null) return;
      const s = store();
      if (noNotices(list)) {
        s?.removeItem(NOTICES_KEY);
        s?.removeItem(CLOSED_NOTICES_KEY);
        setClosed([]);
      } else s?.setItem(NOTICES_KEY, JSON.stringify(list));
      setGroups(list);
    });
    return () => { live = false; };
  }, [locale]);

  function close(id: number) {
    const next = [...closed, id];
    setClosed(next);
    store()?.setItem(CLOSED_NOTICES_KEY, JSON.stringify(next));
  }

  const notices = noticesFor(groups, symbolId, closed);
  if (notices.length === 0) return null;
  return (
    <aside className="panel-banner" aria-label={t('banner.label')}>
      {notices.map((n) => (
        <p key={n.noticeId} data-notice-id={n.noticeId}>
          <span>{n.content}</span>
          {n.targetUrl !== '' && <a href={n.targetUrl} target="_blank" rel="noopener noreferrer">{t('banner.details')}</a>}
          <button type="button" aria-label={t('banner.close')} onClick={() => close(n.noticeId)}>×</button>
        </p>
      ))}
    </aside>
  );
}
