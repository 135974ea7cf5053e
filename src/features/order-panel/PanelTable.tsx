/**
 * The table shell every panel list shares: header cells by column key, the scrolling table with
 * its 'no data' line, and for the cursor-paged lists (open orders, order history, trade
 * history) the list frame around it: busy state, loading text, filter bar and pager. The lists
 * keep only what differs: their columns, their rows and their filters.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type enPanel from '../../../locales/en/panel.json';
import { Pager } from './Pager';
import type { CursorList } from './use-cursor-list';

/** A column heading of the panel namespace (`col.<key>`). */
export type ColKey = keyof (typeof enPanel)['col'];

/**
 * Plain header cells, one per key, in order; the title holds the whole heading wherever the
 * sticky action column covers part of it (a long locale on a narrow panel).
 */
export function ColHeads({ keys }: { keys: readonly ColKey[] }) {
  const { t } = useTranslation('panel');
  return keys.map((k) => {
    const text = t(`col.${k}`);
    return <th key={k} scope="col" title={text}>{text}</th>;
  });
}

export interface PanelTableProps {
  /** The header row's cells (ColHeads, or cells with controls in them). */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  /** Loaded and nothing to show: the 'no data' line (not before the first answer). */
  empty: boolean;
}

/** The scrolling table of a panel list, with the 'no data' line under an empty body. */
export function PanelTable({ head, children, empty }: PanelTableProps) {
  const { t } = useTranslation('panel');
  return (
    <div className="panel-scroll">
      <table className="panel-table">
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {empty && <p className="panel-empty">{t('empty')}</p>}
    </div>
  );
}

export interface CursorTableProps<T> {
  /** data-testid of the list (the e2e tests find the lists by it). */
  testId: string;
  list: CursorList<T>;
  /** Also expose the estimated total as data-total (open orders). */
  withTotal?: boolean;
  /** Filters and notes of the list's bar, after the loading text. */
  bar: ReactNode;
  head: ReactNode;
  /** The rows to show; the whole page by default (order history hides cancelled ones at once). */
  rows?: readonly T[];
  /** One row's element(s), keyed. */
  row(item: T): ReactNode;
}

/**
 * A cursor-paged list (use-cursor-list.ts): data-page carries the page shown, aria-busy and the
 * loading text the call in flight; the pager only reaches the next page when one exists.
 */
export function CursorTable<T>({ testId, list, withTotal = false, bar, head, rows = list.view.rows, row }: CursorTableProps<T>) {
  const { t } = useTranslation('panel');
  const { page } = list.list.cursor;
  const { hasNext } = list.view;
  return (
    <div className="panel-list" aria-busy={list.loading} data-testid={testId} data-page={page} data-total={withTotal ? list.view.total : undefined}>
      <div className="panel-listbar">
        {list.loading && <span className="panel-loading" role="status">{t('loading')}</span>}
        {bar}
      </div>
      <PanelTable head={head} empty={list.loaded && rows.length === 0}>
        {rows.map((item) => row(item))}
      </PanelTable>
      <Pager page={page} pages={page + Number(hasNext)} hasNext={hasNext} onPage={list.goTo} onNext={list.next} />
    </div>
  );
}
