import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { newsGroupAt, newsGroups, type Announcement } from './content';
import { newsFirstDelay, startNewsRotation } from './news-rotation';
import { fetchAnnouncements } from './panel-api';
import './news-bar.css';

/**
 * The announcements bar (spec sections 2 and 9): 3 titles at a time, the first group once the
 * first second has passed, then each group for 5 s (news-rotation.ts), each title opening in a
 * new tab. Public content: visitors see it too. In a slot of its own (news-bar.css): a change
 * of titles lays out the bar only. Under the order panel in the pro layout; in the basic
 * layout's notice bar (src/features/notice-bar).
 */
export function NewsBar({ locale }: { locale: string }) {
  const { t } = useTranslation('panel');
  const [groups, setGroups] = useState<Announcement[][]>([]);
  // the group shown; -1 before the first one
  const [index, setIndex] = useState(-1);
  const mounted = useRef(Date.now());

  useEffect(() => {
    let live = true;
    void fetchAnnouncements(locale).then((list) => live && setGroups(newsGroups(list)));
    return () => { live = false; };
  }, [locale]);

  useEffect(() => {
    if (groups.length === 0) return;
    return startNewsRotation(groups.length, setIndex, newsFirstDelay(mounted.current, Date.now()));
  }, [groups]);

  const shown = index < 0 ? [] : newsGroupAt(groups, index);
  if (shown.length === 0) return null;
  return (
    <div className="panel-news-slot">
      <nav className="panel-news" aria-label={t('news.label')} data-group={index % groups.length}>
        {shown.map((a) => (
          <a key={a.code} href={a.webUrl} target="_blank" rel="noopener noreferrer">{a.title}</a>
        ))}
      </nav>
    </div>
  );
}
