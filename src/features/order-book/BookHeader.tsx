import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n/use-translation';
import { bookPrecision } from '../../state/book';
import { bookSettings, updateBookSettings, type BookViewMode } from '../../state/book-settings';
import { currentPairSpec } from '../../state/market';
import { BookSettingsMenu } from './BookSettingsMenu';

const VIEWS: readonly BookViewMode[] = ['both', 'sell', 'buy'];

/**
 * The book's header (spec "Order book"): the three view buttons (both, sell only, buy only),
 * the grouping select from the pair's precisionList (it sets bookPrecision, which the App
 * follows by resubscribing the depth feed) and the settings menu. Renders on settings and
 * pair changes only, never on market updates.
 */
export function BookHeader({ pro }: { pro: boolean }) {
  useSignals();
  const { t } = useTranslation('book');
  const view = bookSettings.value.view;
  const pair = currentPairSpec.value;
  const grouping = String(bookPrecision.value ?? pair?.pricePrecision ?? '');
  return (
    <div className="book-header">
      <div className="book-views" role="group" aria-label={t('view.group')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className={`book-view book-view-${v}`} aria-label={t(`view.${v}`)} title={t(`view.${v}`)}
            aria-pressed={view === v} onClick={() => updateBookSettings({ view: v })}>
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
      <select className="book-grouping" aria-label={t('grouping')} value={grouping} disabled={pair === undefined}
        onChange={(e) => { bookPrecision.value = Number(e.target.value); }}>
        {(pair?.precisionList ?? []).map((p) => <option key={p.val} value={p.val}>{p.desc}</option>)}
      </select>
      <BookSettingsMenu pro={pro} />
    </div>
  );
}

/** Column titles above the canvas, aligned with its columns (book-layout.ts). */
export function BookColumns() {
  useSignals();
  const { t } = useTranslation('book');
  const pair = currentPairSpec.value;
  const base = pair?.coinName ?? '';
  const quote = pair?.marketCoinName ?? '';
  const totalCoin = bookSettings.value.totals === 'quote' ? quote : base;
  return (
    <div className="book-columns" aria-hidden="true">
      <span className="book-col-price">{t('column.price', { coin: quote })}</span>
      <span className="book-col-amount">{t('column.amount', { coin: base })}</span>
      <span className="book-col-total">{t('column.total', { coin: totalCoin })}</span>
    </div>
  );
}
