import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { bookSettings, updateBookSettings, type BookSettings } from '../../state/book-settings';
import { currentPairSpec } from '../../state/market';
import { useDismiss } from '../../ui/use-dismiss';

type Flag = 'displayAverage' | 'switchBuySell' | 'displayBuySell' | 'markOwnOrders';

/**
 * The book's settings popover (spec "Order book" custom settings): display_average,
 * switch_buy_sell (pro layout only), display_buy_sell, mark_your_order_price, and the radio of
 * display_total_amount_base / display_total_amount_market. Closes on Escape or a click outside.
 */
export function BookSettingsMenu({ pro }: { pro: boolean }) {
  useSignals();
  const { t } = useTranslation('book');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const s: BookSettings = bookSettings.value;
  const pair = currentPairSpec.value;

  useDismiss(open, root, () => setOpen(false));

  const flags: Flag[] = pro ? ['displayAverage', 'switchBuySell', 'displayBuySell', 'markOwnOrders'] : ['displayAverage', 'displayBuySell', 'markOwnOrders'];
  return (
    <div className="book-settings" ref={root}>
      <button type="button" className="book-settings-button" aria-label={t('settings.open')} title={t('settings.open')}
        aria-haspopup="true" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">⚙</span>
      </button>
      {open && (
        <div className="book-settings-menu" id={id} role="group" aria-label={t('settings.open')}>
          {flags.map((f) => (
            <label key={f}>
              <input type="checkbox" checked={s[f]} onChange={(e) => updateBookSettings({ [f]: e.target.checked })} />
              {t(`settings.${f}`)}
            </label>
          ))}
          <fieldset>
            <legend>{t('settings.totals')}</legend>
            <label>
              <input type="radio" name={`${id}-totals`} checked={s.totals === 'base'} onChange={() => updateBookSettings({ totals: 'base' })} />
              {t('settings.totalBase', { coin: pair?.coinName ?? '' })}
            </label>
            <label>
              <input type="radio" name={`${id}-totals`} checked={s.totals === 'quote'} onChange={() => updateBookSettings({ totals: 'quote' })} />
              {t('settings.totalQuote', { coin: pair?.marketCoinName ?? '' })}
            </label>
          </fieldset>
        </div>
      )}
    </div>
  );
}
