import { accrue, interestRate } from './margin-interest';
import type { Rate } from './rate';
import type { LoanBook } from './margin-loans';
import { assetValue, borrowAllowance, debtValue, quoteToBase, riskRatio, type Amounts, type MarginPair } from './margin-risk';
import type { MarginHost } from './margin';
import type { Loan } from './types';

/**
 * Read-only views of margin accounts: what they hold, what they owe with interest accrued up
 * to now (computed, not stored, so a query announces nothing), their value, risk ratio and
 * borrowing limit. IsolatedMargin asks these before every command and for every query.
 */
export class MarginView {
  /** Parsed hourly rates by their decimal text; a pair's config never changes at run time. */
  private readonly rates = new Map<string, Rate>();

  constructor(
    private readonly host: Pick<MarginHost, 'ledger' | 'now' | 'pair' | 'coin' | 'lastPrice'>,
    private readonly book: LoanBook,
    private readonly treasuryAccountId: number,
  ) {}

  /** The pair with its margin spec and coins, or undefined when it has no margin. */
  marginPair(symbol: string): MarginPair | undefined {
    const pair = this.host.pair(symbol);
    if (pair?.margin === undefined) return undefined;
    const base = this.host.coin(pair.base);
    const quote = this.host.coin(pair.quote);
    if (base === undefined || quote === undefined) return undefined;
    return { pair, spec: pair.margin, base, quote };
  }

  /** The hourly rate of `coin` on the pair (0 when the config names none). */
  rate(mp: MarginPair, coin: string): Rate {
    const text = mp.spec.hourlyRate[coin] ?? '0';
    let rate = this.rates.get(text);
    if (rate === undefined) {
      rate = interestRate(text);
      this.rates.set(text, rate);
    }
    return rate;
  }

  /** The loan with interest accrued up to now, not stored. */
  pendingLoan(accountId: number, mp: MarginPair, coin: string): Loan | undefined {
    const loan = this.book.get(accountId, coin);
    return loan === undefined ? undefined : accrue(loan, this.rate(mp, coin), this.host.now());
  }

  /** Principal + interest up to now, in `coin` ledger units. */
  debt(accountId: number, mp: MarginPair, coin: string): number {
    const loan = this.pendingLoan(accountId, mp, coin);
    return loan === undefined ? 0 : loan.principal + loan.interest;
  }

  /** Principal + interest up to now, of both coins. */
  debts(accountId: number, mp: MarginPair): Amounts {
    return { base: this.debt(accountId, mp, mp.base.coin), quote: this.debt(accountId, mp, mp.quote.coin) };
  }

  /** Available + frozen of both coins (money in open orders still belongs to the account). */
  assets(accountId: number, mp: MarginPair): Amounts {
    const { ledger } = this.host;
    return { base: ledger.held(accountId, mp.base.coin), quote: ledger.held(accountId, mp.quote.coin) };
  }

  /** Assets and debts of the account valued in quote ledger units at the last price. */
  values(accountId: number, mp: MarginPair, assets = this.assets(accountId, mp)): { assets: number; debts: number } {
    const price = this.host.lastPrice(mp.pair.symbol);
    return { assets: assetValue(assets, price, mp), debts: debtValue(this.debts(accountId, mp), price, mp) };
  }

  ratio(accountId: number, mp: MarginPair): number {
    const v = this.values(accountId, mp);
    return riskRatio(v.assets, v.debts);
  }

  /**
   * How much more `coin` may be borrowed: the allowance of margin-risk.ts in `coin` at the last
   * price, floored, capped by what the treasury holds; 0 for the base coin without a price.
   */
  loanMax(accountId: number, mp: MarginPair, coin: string): number {
    const price = this.host.lastPrice(mp.pair.symbol);
    if (coin === mp.base.coin && price === undefined) return 0;
    const v = this.values(accountId, mp);
    const allowance = borrowAllowance(v.assets, v.debts, mp.spec.marginRatio);
    const inCoin = coin === mp.quote.coin ? allowance : quoteToBase(allowance, price!, mp, 'down');
    return Math.min(inCoin, this.host.ledger.available(this.treasuryAccountId, coin));
  }
}
