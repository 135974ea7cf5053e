import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { fieldPrecision } from '../../core/order-form/numeric-input';
import { isPlan, isPriced, type Field, type PairRules, type Side } from '../../core/order-form/types';
import { AmountSlider } from './AmountSlider';
import { applyPercent, editField, sliderPosition, type LinkEnv, type SideState } from './form-state';
import { NumericInput } from './NumericInput';
import { orderKey } from './order-keys';

export interface SideFormProps {
  side: Side;
  state: SideState;
  update(next: (s: SideState) => SideState): void;
  pair: Pick<PairRules, 'coinName' | 'marketCoinName'>;
  env: LinkEnv;
  /** What the side may spend, as shown ('--' when unknown): in auto-borrow mode what can be borrowed too. */
  availableText: string;
  /** Auto-borrow: the part of availableText that would be borrowed ('' otherwise). */
  borrowableText: string;
  /** Max buy (buy) / max sell (sell) in base ('' while it cannot be told); `estimate`: at a reference price. */
  max: { text: string; estimate: boolean };
  /** The estimated fee in quote ('' while a figure is missing); null: fees are not shown here. */
  feeText: string | null;
  busy: boolean;
  onSubmit(): void;
  /** The margin sub-order mode selector of this side (margin mode only). */
  marginSlot?: ReactNode;
}

/**
 * One side's order form: trigger price (trigger and stop-limit), price (priced kinds; market
 * orders show "market price"), amount and total linked through the fee factor (a market buy
 * has only the total, a market sell only the amount), the slider, then under the inputs what
 * the side may spend, its max buy or max sell and the estimated fee (spec section 3 "Order form
 * state"), and the submit button ("Buy BTC" / "Sell BTC").
 */
export function SideForm({ side, state, update, pair, env, availableText, borrowableText, max, feeText, busy, onSubmit, marginSlot }: SideFormProps) {
  const { t } = useTranslation('order');
  const d = state.draft;
  const priced = isPriced(d);
  const base = pair.coinName;
  const quote = pair.marketCoinName;
  const message = (f: Field) => {
    const e = state.errors[f];
    return e === undefined ? undefined : t(orderKey(e.messageKey), { ...e.params, defaultValue: t('form.refused') });
  };
  const input = (field: Field, label: string, unit: string) => (
    <NumericInput
      label={label}
      unit={unit}
      value={d[field]}
      precision={fieldPrecision(field, env.p)}
      error={message(field)}
      onChange={(v) => update((s) => editField(s, field, v, env))}
    />
  );

  return (
    <form
      className={`of-side of-side-${side}`}
      data-side={side}
      aria-label={t(side === 'buy' ? 'form.buy' : 'form.sell')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {marginSlot}
      {isPlan(d.kind) && input('triggerPrice', t('form.triggerPrice'), quote)}
      {priced ? (
        input('price', t('form.price'), quote)
      ) : (
        <div className="of-field of-market-price">
          <span>{t('form.price')}</span>
          <span className="of-static">{t('form.marketPrice')}</span>
        </div>
      )}
      {(priced || side === 'sell') && input('amount', t('form.amount'), base)}
      <AmountSlider position={sliderPosition(state, env)} percent={state.percent} onPercent={(text) => update((s) => applyPercent(s, text, env))} />
      {(priced || side === 'buy') && input('total', t('form.total'), quote)}
      <p className="of-available" data-testid={`available-${side}`} data-value={availableText}>
        <span>{t('form.available')}</span>
        <span>
          {availableText} {side === 'buy' ? quote : base}
        </span>
      </p>
      {borrowableText !== '' && (
        <p className="of-available of-borrowable" data-testid={`borrowable-${side}`} data-value={borrowableText}>
          <span>{t('form.borrowable', { amount: borrowableText, coin: side === 'buy' ? quote : base })}</span>
        </p>
      )}
      <p className="of-available" data-testid={`max-${side}`} data-value={max.text}>
        <span>{t(side === 'buy' ? 'form.maxBuy' : 'form.maxSell')}</span>
        <span>{max.text === '' ? '--' : `${max.estimate ? '≈ ' : ''}${max.text} ${base}`}</span>
      </p>
      {feeText !== null && (
        <p className="of-available" data-testid={`fee-${side}`} data-value={feeText}>
          <span>{t('form.estimatedFee')}</span>
          <span>{feeText === '' ? '--' : `${feeText} ${quote}`}</span>
        </p>
      )}
      <button type="submit" className={`of-submit of-submit-${side}`} aria-busy={busy} disabled={busy}>
        {t(side === 'buy' ? 'form.submitBuy' : 'form.submitSell', { base })}
      </button>
    </form>
  );
}
