/**
 * Small pure rules of the margin controls: the sub-order mode a choice sends, the verdict of
 * the KYC and country check, the transfer amount check and the Max figures. No I/O: the
 * components and margin-check.ts pass in what the calls answered.
 */
import { cmp, formatDown, readExact, readUnits, ratio } from '../../../core/order-form/exact';
import type { SubMode } from '../../../core/order-form/types';

/** The margin mode a side's select holds (spec 1: normal, auto-borrow, auto-repay). */
export type MarginMode = 'normal' | 'autoBorrow' | 'autoRepay';

export const MARGIN_MODES: readonly MarginMode[] = ['normal', 'autoBorrow', 'autoRepay'];

/** The submit payload's subOrderModeCode of a mode ('borrow', 'repay' or 'normal_order' via 'normal'). */
export function subModeOf(mode: MarginMode): SubMode {
  return mode === 'autoBorrow' ? 'borrow' : mode === 'autoRepay' ? 'repay' : 'normal';
}

export type MarginVerdict = 'ok' | 'kyc' | 'country';

/** One row of GET /ds/risk-limit (spec spelling 'countrys'). */
export interface RiskLimit {
  symbolId: number;
  countrys: string[];
}

/**
 * May this user place a margin order on the pair? 'country' when the pair is not offered in
 * the user's KYC country or IP country (either suffices, as the gateway's 33122 rule), then
 * 'kyc' without identity verification (the gateway's 30032): the gateway's order of checks.
 */
export function marginVerdict(kycLevel: number, countries: readonly string[], symbolId: number, limits: readonly RiskLimit[]): MarginVerdict {
  const limit = limits.find((l) => l.symbolId === symbolId);
  const known = countries.filter((c) => c !== '');
  if (limit !== undefined && known.some((c) => limit.countrys.includes(c))) return 'country';
  if (kycLevel <= 0) return 'kyc';
  return 'ok';
}

export type TransferReason = 'null_amount' | 'over_available';

/** A refused transfer amount: its key in the 'margin' namespace and the key's values. */
export interface TransferError {
  reason: TransferReason;
  messageKey: 'transfer.nullAmount' | 'transfer.overAvailable';
  params: Record<string, string>;
}

/**
 * The transfer field's check: more than 0 at the coin's `decimals`, and at most what the
 * source account holds available (`available`, the gateway's string). Null when it may go.
 */
export function validateTransfer(amount: string, decimals: number, available: string, coin: string): TransferError | null {
  const units = readUnits(amount, decimals);
  if (units === null || units === 0) return { reason: 'null_amount', messageKey: 'transfer.nullAmount', params: {} };
  const have = readExact(available) ?? ratio(0, 0);
  if (cmp(ratio(units, decimals), have) > 0) return { reason: 'over_available', messageKey: 'transfer.overAvailable', params: { coin } };
  return null;
}

/** A gateway amount cut (down) to `decimals`, for a Max button; '0' style zeros when unreadable. */
export function maxAt(value: string, decimals: number): string {
  return formatDown(readExact(value) ?? ratio(0, 0), decimals);
}

/** How often a risk ratio with debt is asked again while shown (ms). */
export const RISK_REFRESH_MS = 5000;

/**
 * When to ask for the risk ratio again: with debt it moves with the pair's price (total assets
 * are valued at it), which no wallet event announces, so it is refreshed every RISK_REFRESH_MS;
 * without debt ('999') it cannot move, and before the first answer there is nothing to refresh.
 */
export function riskRefreshMs(riskRate: string | null): number | null {
  return riskRate === null || riskRate === '999' ? null : RISK_REFRESH_MS;
}
