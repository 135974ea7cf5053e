import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { INITIAL_LIST } from '../../core/order-panel/paging';
import { historyHeads } from './HistoryRow';
import { ColHeads, CursorTable, PanelTable } from './PanelTable';
import type { CursorList } from './use-cursor-list';

interface Row {
  pid: number;
}

/** A cursor list as useCursorList returns it, on `page`, with `rows` of the answer. */
function list(over: { page?: number; rows?: Row[]; hasNext?: boolean; loading?: boolean; loaded?: boolean }): CursorList<Row> {
  const page = over.page ?? 1;
  return {
    list: { ...INITIAL_LIST, cursor: { ...INITIAL_LIST.cursor, page } },
    view: { rows: over.rows ?? [], hasNext: over.hasNext ?? false, total: 42, lastPid: null },
    loading: over.loading ?? false,
    loaded: over.loaded ?? true,
    setSide: () => {},
    next: () => {},
    goTo: () => {},
    setCursor: () => {},
  };
}

const table = (cl: CursorList<Row>, extra: { withTotal?: boolean; rows?: Row[] } = {}) =>
  renderToStaticMarkup(
    <CursorTable
      testId="open-orders"
      list={cl}
      {...extra}
      bar={<p className="panel-note">note</p>}
      head={<ColHeads keys={['pair', 'time']} />}
      row={(r) => <tr key={r.pid} data-pid={r.pid}><td>{r.pid}</td></tr>}
    />,
  );

beforeAll(async () => {
  await initI18n('en');
});

describe('ColHeads / PanelTable', () => {
  it('should render one column header per key, translated, in order', () => {
    expect(renderToStaticMarkup(<tr><ColHeads keys={['pair', 'filledAmount']} /></tr>)).toBe(
      '<tr><th scope="col" title="Pair">Pair</th><th scope="col" title="Filled Amount">Filled Amount</th></tr>',
    );
  });

  it('should put head and rows in the scrolling table, and the empty line only when asked', () => {
    const full = renderToStaticMarkup(<PanelTable head={<th>h</th>} empty={false}><tr><td>r</td></tr></PanelTable>);
    expect(full).toBe('<div class="panel-scroll"><table class="panel-table"><thead><tr><th>h</th></tr></thead><tbody><tr><td>r</td></tr></tbody></table></div>');
    const empty = renderToStaticMarkup(<PanelTable head={<th>h</th>} empty>{[]}</PanelTable>);
    expect(empty).toContain('</table><p class="panel-empty">No data</p></div>');
  });
});

describe('CursorTable', () => {
  it('should frame the list with its test id, page, busy state and bar', () => {
    const html = table(list({ page: 3, loading: true, rows: [{ pid: 7 }, { pid: 6 }] }));
    expect(html).toMatch(/^<div class="panel-list" aria-busy="true" data-testid="open-orders" data-page="3">/);
    expect(html).toContain('<div class="panel-listbar"><span class="panel-loading" role="status">Loading…</span><p class="panel-note">note</p></div>');
    expect(html).toContain('<tbody><tr data-pid="7"><td>7</td></tr><tr data-pid="6"><td>6</td></tr></tbody>');
    expect(html).not.toContain('data-total');
  });

  it('should expose the estimated total only when asked', () => {
    expect(table(list({}), { withTotal: true })).toContain('data-total="42"');
  });

  it('should say "No data" once loaded and empty, never before the first answer', () => {
    expect(table(list({ loaded: true }))).toContain('No data');
    expect(table(list({ loaded: false }))).not.toContain('No data');
    // the rows shown decide, not the page (order history hides cancelled rows at once)
    expect(table(list({ rows: [{ pid: 1 }] }), { rows: [] })).toContain('No data');
  });

  it('should page only as far as the next page, and hide the pager on a lone page', () => {
    expect(table(list({ rows: [{ pid: 1 }] }))).not.toContain('panel-pager');
    const html = table(list({ page: 2, rows: [{ pid: 1 }], hasNext: true }));
    expect(html.match(/aria-label="Page \d"/g)).toEqual(['aria-label="Page 1"', 'aria-label="Page 2"', 'aria-label="Page 3"']);
    expect(html).toContain('<button type="button" aria-label="Page 2" aria-current="page">2</button>');
  });
});

describe('historyHeads', () => {
  it('should list each column set in the order its rows render', () => {
    expect(historyHeads('plan')).toEqual(['pair', 'time', 'type', 'side', 'triggerPrice', 'avgPrice', 'price', 'filled', 'total', 'status', 'orderId', 'fills']);
    expect(historyHeads('regular')).toEqual(['pair', 'time', 'type', 'side', 'avgPrice', 'price', 'filled', 'total', 'status', 'orderId', 'fills']);
    expect(historyHeads('margin')).toEqual(['pair', 'time', 'type', 'side', 'triggerPrice', 'avgPrice', 'price', 'filled', 'total', 'fee', 'status', 'orderId', 'fills']);
  });
});
