/**
 * Click-to-fill (spec 001 "Order book"): a click on a book row sends its price and the
 * cumulative amount up to it to the order form, with the side reversed (a click on an ask
 * fills a buy). The order form (issue 5) reads this signal; `at` makes two clicks on the same
 * row two distinct fills.
 */
import { signal } from '@preact/signals-react';

export interface BookFill {
  symbol: string;
  /** Decimal strings at the pair's precisions. */
  price: string;
  amount: string;
  /** The order form side to fill: 'buy' after a click on an ask row, 'sell' after a bid row. */
  side: 'buy' | 'sell';
  at: number;
}

export const bookFill = signal<BookFill | null>(null);
