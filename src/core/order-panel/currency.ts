/**
 * The currency holdings are valued in (spec order-panel section 9: "Average cost …, converted
 * to the chosen currency by exchange rate"). The gateway's average cost and "local" values are
 * US dollars; GET /ds/fiat-rates gives each currency's units per dollar. Until the rates load,
 * or for a currency the gateway does not list, the dollar is used, so a figure is never shown
 * under a currency it was not converted to.
 */

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
