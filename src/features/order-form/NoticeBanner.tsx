import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNotices, type NoticeGroup } from './form-api';
import { closeNotice, nextNotice, readClosed } from './notices';

const storage = (): Pick<Storage, 'getItem' | 'setItem'> => localStorage;

/**
 * The pair's notice banner: one notice at a time (the pair's, then those for every pair); the
 * close button records the notice as closed in local storage and the next one shows.
 */
export function NoticeBanner({ symbolId, locale }: { symbolId: number; locale: string }) {
  const { t } = useTranslation('order');
  const [groups, setGroups] = useState<NoticeGroup[]>([]);
  const [closed, setClosed] = useState<Set<number>>(() => readClosed(storage()));

  useEffect(() => {
    let live = true;
    void loadNotices(locale).then((g) => live && setGroups(g));
    return () => void (live = false);
  }, [locale]);

  const notice = nextNotice(groups, symbolId, closed);
  if (notice === null) return null;
  return (
    <div className="of-notice" role="status" data-notice-id={notice.noticeId}>
      {notice.targetUrl !== undefined ? <a href={notice.targetUrl}>{notice.content}</a> : <span>{notice.content}</span>}
      <button type="button" aria-label={t('notice.close')} onClick={() => setClosed(closeNotice(storage(), notice.noticeId))}>
        ×
      </button>
    </div>
  );
}
