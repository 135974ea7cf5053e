/**
 * What the margin and fee parts need to know about the user and the pair beyond the shared
 * state: the flags of GET /user/info (KYC, countries, rate type, copper, fee deduction) and the
 * pair row's ids and fee class, which GET /ds/pairs sends but src/state/market.ts does not type.
 */
import { apiGet } from '../../../net/api';
import { pairs, type PairTicker } from '../../../state/market';

/** GET /gw-api/user/info (docs/api.md "Accounts"). */
export interface UserFlags {
  userId: number;
  email: string;
  isSubAccount: boolean;
  /** 0 none, 1 delegation, 2 copper delegation. */
  delegationType: number;
  copper: boolean;
  /** ISO alpha-2, '' when unknown. */
  kycCountry: string;
  /** 0 none, 1 basic, 2 advanced. */
  kycLevel: number;
  ipCountry: string;
  feeClass: string;
  /** 0 ordinary, 1 pro, 2 svip (special rate). */
  userRateType: number;
  /** Fee-deduction switch, 0 or 1 (spec spelling). */
  decuction: number;
}

let cached: Promise<UserFlags | null> | null = null;

/**
 * The signed-in user's flags; null for a visitor. Kept for the page (they change only through
 * the admin call); `fresh` asks again, as the margin check does before every margin order.
 */
export function userFlags(fresh = false): Promise<UserFlags | null> {
  if (cached === null || fresh) {
    cached = apiGet<UserFlags>('/user/info').then((a) => (a.success ? a.data : null));
  }
  return cached;
}

/** True for copper delegation accounts: no deposit, p2p or transfer entries (spec 6). */
export function isCopper(f: UserFlags): boolean {
  return f.copper || f.delegationType === 2;
}

/** The pair row fields of GET /ds/pairs this folder reads (docs/api.md "Pairs"). */
export interface PairRow extends PairTicker {
  symbolId: number;
  coinId: number;
  marketCoinId: number;
  /** Fee class A–D. */
  feeRateName: string;
}

/** The loaded pair row of `symbol`, with the fields the gateway sends and PairTicker leaves out. */
export function pairRow(symbol: string): PairRow | undefined {
  // The rows are the gateway's JSON as is (App.tsx loadPairs), so these fields are present.
  return pairs.value.find((p) => p.symbol === symbol) as PairRow | undefined;
}
