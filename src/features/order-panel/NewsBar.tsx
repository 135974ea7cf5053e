import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_FIRST_MS, NEWS_ROTATE_MS, newsGroupAt, newsGroups, type Announcement } from './content';
import { fetchAnnouncements } from './panel-api';

/**
 * The announcements bar (spec sections 2 and 9): 3 titles at a time, the next 3 after 1 s and
 * then every 5 s, each opening in a new tab. Public content: visitors see it too.
 */
export function NewsBar({ locale }: { locale: string }) {
  const { t } = useTranslation('panel');
  const [groups, setGroups] = useState<Announcement[][]>([]);
  const [rotations, setRotations] = useState(0);

  useEffect(() => {
    let live = true;
    void fetchAnnouncements(locale).then((list) => live && setGroups(newsGroups(list)));
    return () => { live = false; };
  }, [locale]);

  useEffect(() => {
    if (groups.length < 2) return;
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      setRotations((r) => r + 1);
      every = setInterval(() => setRotations((r) => r + 1), NEWS_ROTATE_MS);
    }, NEWS_FIRST_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [groups]);

  const shown = newsGroupAt(groups, rotations);
  if (shown.length === 0) return null;
  return (
    <nav className="panel-news" aria-label={t('news.label')} data-group={rotations % groups.length}>
      {shown.map((a) => (
        <a key={a.code} href={a.webUrl} target="_blank" rel="noopener noreferrer">{a.title}</a>
      ))}
    </nav>
  );
}
