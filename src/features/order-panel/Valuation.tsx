import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chosenRate, type FiatRate } from '../../core/order-panel/currency';
import { valuationCurrency } from '../../state/valuation';
import { fetchFiatRates } from './panel-api';

// one call a page: the rates are reference data; a failed call is asked again on next use
let ratesCall: Promise<FiatRate[] | null> | null = null;

/**
 * The chosen valuation currency and its rate (core currency.ts), for the funds tables; the
 * dollar until the rates are loaded. Re-renders when the trader picks another currency.
 */
export function useValuation(): { rate: FiatRate; rates: FiatRate[] | null } {
  useSignals();
  const [rates, setRates] = useState<FiatRate[] | null>(null);
  useEffect(() => {
    let live = true;
    ratesCall ??= fetchFiatRates();
    void ratesCall.then((r) => {
      if (r === null) ratesCall = null;
      if (live) setRates(r);
    });
    return () => { live = false; };
  }, []);
  return { rate: chosenRate(rates, valuationCurrency.value), rates };
}

/** The funds list bar's currency choice ("Valuation currency"); hidden until the rates load. */
export function CurrencySelect({ rates, value }: { rates: FiatRate[] | null; value: string }) {
  const { t } = useTranslation('panel');
  if (rates === null || rates.length === 0) return null;
  return (
    <label className="panel-check">
      {t('funds.currency')}
      <select value={value} onChange={(e) => { valuationCurrency.value = e.target.value; }}>
        {rates.map((r) => <option key={r.currency} value={r.currency}>{r.currency}</option>)}
      </select>
    </label>
  );
}
