/**
 * The currency holdings are valued in (spec order-panel section 9: "Average cost …, converted
 * to the chosen currency by exchange rate"). The gateway's average cost and "local" values are
 * US dollars; GET /ds/fiat-rates gives each currency's units per dollar. Until the rates load,
 * or for a currency the gateway does not list, the dollar is used, so a figure is never shown
 * under a currency it was not converted to.
 */
import { formatTowardZero, mul, readSigned } from '../order-form/exact';
import { PLACEHOLDER } from './types';

/** An entry of GET /gw-api/ds/fiat-rates. */
export interface FiatRate {
  currency: string;
  /** Units of the currency per US dollar, a decimal string. */
  rate: string;
}

export const DOLLAR: FiatRate = { currency: 'USD', rate: '1' };

/** The rate of the chosen currency, or the dollar's when it is not among `rates`. */
export function chosenRate(rates: readonly FiatRate[] | null, chosen: string): FiatRate {
  return rates?.find((r) => r.currency === chosen) ?? DOLLAR;
}

/** A converted figure with its currency code ("55310.40 EUR"); the placeholder stays bare. */
export function withCurrency(figure: string, currency: string, placeholder: string): string {
  return figure === placeholder ? figure : `${figure} ${currency}`;
}

/**
 * Today's PnL of a funds row in the chosen currency: the gateway's signed dollars (2 places)
 * times the rate, cut toward zero to 2 places as fiat amounts are; the placeholder when the
 * figure or the rate is missing. Shown with its code (withCurrency) as the average cost is, so
 * a row never mixes a converted figure with a dollar one.
 */
export function formatTodayProfit(dollars: string | null | undefined, rate: string): string {
  const profit = readSigned(dollars);
  const perDollar = readSigned(rate);
  if (profit === null || perDollar === null) return PLACEHOLDER;
  return formatTowardZero(mul(profit, perDollar), 2);
}
