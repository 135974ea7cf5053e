import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { markFormShown } from './form-shown';
import { useTranslation } from '../../i18n/use-translation';
import { riskReminderOnChoice } from '../../core/order-form/confirm-chain';
import { isPlan, isPriced, type ChildType, type OrderKind, type Side, type TradeMode } from '../../core/order-form/types';
import type { Locale } from '../../i18n/locales';
import { bookFill } from '../../state/book-fill';
import { FeeInfo } from './fees/FeeInfo';
import { saveRiskMark } from './form-api';
import { sideFacts } from './form-facts';
import { bestPrice, formPair, lastPrice, useFollowMarket, type FormPair } from './form-pair';
import { clearSide, fillFromBook, type SideState } from './form-state';
import { MarginActions, MarginModeSelect, RiskRatio } from './margin/MarginControls';
import { ModeTabs, VisitorLinks } from './ModeTabs';
import { ConfirmDialog, RefusalDialog, RiskReminder } from './on-demand';
import { OrderTypeTabs } from './OrderTypeTabs';
import { SideForm } from './SideForm';
import { useFormData } from './use-form-data';
import { useOrderSubmit } from './use-order-submit';
import { useSides } from './use-sides';
import { OrderPrefsMenu } from './OrderPrefsMenu';
import './order-form.css';

export interface OrderFormProps {
  locale: Locale;
  type: 'spot' | 'margin';
  layout: 'pro' | 'basic';
  /**
   * The side to show, when the page chooses it (the mobile drawer's Buy / Sell buttons): the form
   * shows it whenever it changes; the form's own buy/sell switch still switches it.
   */
  side?: Side;
  /** Called once an order of this form was placed (the mobile drawer closes on it). */
  onPlaced?: (side: Side) => void;
  /** One side at a time with a buy/sell switch, in the basic layout too (its mobile drawer). */
  oneSide?: boolean;
}

/**
 * The order placement panel (spec order-placement): notice banner, spot/margin tabs, order
 * types, and the buy and sell forms (pro layout: one form with a buy/sell switch; basic: both
 * side by side). Its state resets with the pair (keyed by symbol).
 */
export function OrderForm(props: OrderFormProps) {
  useSignals();
  const pair = formPair.value;
  if (pair === undefined) return <section className="widget widget-form of" data-widget="form" />;
  // a new pair or mode starts a fresh form, as a page load of it would
  return <PairForm key={`${pair.symbol}/${props.type}`} pair={pair} {...props} />;
}

function PairForm({ pair, locale, type, layout, side: chosenSide, onPlaced, oneSide = false }: OrderFormProps & { pair: FormPair }) {
  const { t } = useTranslation('order');
  useEffect(markFormShown, []);
  const mode: TradeMode = type === 'margin' && pair.leverageSymbolParam !== null ? 'margin' : 'spot';
  const { data, setRiskMark } = useFormData(pair, mode, locale);
  const s = useSides(pair, mode, data);
  const [active, setActive] = useState<Side>(chosenSide ?? 'buy');
  useEffect(() => {
    if (chosenSide !== undefined) setActive(chosenSide);
  }, [chosenSide]);
  const [reminderBack, setReminderBack] = useState<{ kind: OrderKind; child: ChildType } | null>(null);
  // a market order's Max buy and fee are estimates at the best opposite price: follow the book
  useFollowMarket(!isPriced({ kind: s.kind, child: s.child }) && !isPlan(s.kind), pair);
  const sub = useOrderSubmit({
    pair,
    mode,
    locale,
    prefs: data.prefs,
    rates: data.rates,
    rules: data.rules,
    sideOf: (side) => ({ state: s.sides[side], available: s.available(side), subMode: s.subModeOf(side) }),
    // the submit clears a side's fields only when its order was placed (use-order-submit.ts):
    // that is the form's placed moment, reported to the page
    updateSide: (placedSide: Side, next: (st: SideState) => SideState) => {
      s.updateSide(placedSide, next);
      if (next === clearSide) onPlaced?.(placedSide);
    },
  });

  // click-to-fill: a click on a book row after the form mounted fills price and amount of its side
  useEffect(() => {
    let seen = bookFill.peek()?.at;
    return effect(() => {
      const f = bookFill.value;
      if (f === null || f.at === seen || f.symbol !== pair.symbol) return;
      seen = f.at;
      setActive(f.side);
      s.updateSide(f.side, (st) => fillFromBook(st, f.price, f.amount, s.envOf(f.side)));
    });
  });

  function chooseKind(kind: OrderKind, child: ChildType) {
    if (kind !== s.kind && riskReminderOnChoice(kind, data.riskMark)) setReminderBack({ kind: s.kind, child: s.child });
    s.setKind(kind, child);
  }

  const sideForm = (side: Side) => {
    const env = s.envOf(side);
    const facts = sideFacts({ side, state: s.sides[side], env, wallet: data.wallet, lastPrice: lastPrice(), bestPrice: bestPrice(side, pair), rates: data.rates, feeShown: data.feeShown });
    return (
      <SideForm
        key={side}
        side={side}
        state={s.sides[side]}
        update={(next) => s.updateSide(side, next)}
        pair={pair}
        env={env}
        {...facts}
        busy={sub.busy === side}
        onSubmit={() => void sub.submit(side)}
        marginSlot={mode === 'margin' ? <MarginModeSelect side={side} value={s.marginModes[side]} onChange={(m) => s.setMarginMode(side, m)} /> : undefined}
      />
    );
  };

  return (
    <section className={`widget widget-form of of-${layout}`} data-widget="form" data-mode={mode} data-kind={s.kind} aria-label={t('title')}>
      <div className="of-head">
        <ModeTabs mode={mode} pair={pair} flags={data.flags} />
        {data.signedIn === true && <OrderPrefsMenu />}
      </div>
      {mode === 'margin' && (
        <div className="of-margin-bar">
          <RiskRatio symbol={pair.symbol} />
          <MarginActions symbol={pair.symbol} />
        </div>
      )}
      <OrderTypeTabs mode={mode} kind={s.kind} child={s.child} onChange={chooseKind} />
      {layout === 'pro' || oneSide ? (
        <>
          <div className="of-sides" role="tablist" aria-label={t('form.sideSwitch')}>
            {(['buy', 'sell'] as const).map((side) => (
              <button key={side} type="button" role="tab" aria-selected={active === side} className={`of-side-tab-${side} ${active === side ? 'on' : ''}`} onClick={() => setActive(side)}>
                {t(side === 'buy' ? 'form.buy' : 'form.sell')}
              </button>
            ))}
          </div>
          {sideForm(active)}
        </>
      ) : (
        <div className="of-both">{(['buy', 'sell'] as const).map(sideForm)}</div>
      )}
      {data.signedIn === false && <VisitorLinks locale={locale} />}
      <FeeInfo symbol={pair.symbol} type={mode} />
      <ConfirmDialog pending={sub.pending} />
      <RefusalDialog maxTriggerOrders={data.rules.maxTriggerOrders} refusal={sub.refusal} onClose={sub.closeRefusal} locale={locale} subAccount={data.flags?.isSubAccount === true} copper={data.flags?.copper === true || data.flags?.delegationType === 2} />
      <RiskReminder
        maxTriggerOrders={data.rules.maxTriggerOrders}
        open={reminderBack !== null}
        onAcknowledge={() => {
          setReminderBack(null);
          setRiskMark(true);
          if (data.signedIn === true) void saveRiskMark();
        }}
        onCancel={() => {
          if (reminderBack !== null) s.setKind(reminderBack.kind, reminderBack.child);
          setReminderBack(null);
        }}
      />
    </section>
  );
}
