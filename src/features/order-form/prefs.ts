/**
 * The server-side preferences the order form reads and writes (GET / POST /gw-api/user/preferences,
 * docs/api.md), turned into the confirmation chain's preferences. All are on by default, so a
 * missing key (a visitor, a failed load) asks every question.
 */
import type { ConfirmPrefs, Dialog } from '../../core/order-form/confirm-chain';
import type { OrderKind } from '../../core/order-form/types';

export type PrefKey =
  | 'ORDER_CONFIRM_LIMIT'
  | 'ORDER_CONFIRM_MARKET'
  | 'ORDER_CONFIRM_TRIGGER'
  | 'ORDER_CONFIRM_STOP_LIMIT'
  | 'ORDER_CONFIRM_ADVANCED_LIMIT'
  | 'ORDER_CONFIRM_LIMIT_MAKER'
  | 'THRESHOLD_CONFIRM'
  | 'MARKET_OFFSET_CONFIRM';

export type Prefs = Partial<Record<PrefKey, boolean>>;

/** The order-confirm preference of each order kind (IOC is the advanced-limit group's). */
export const ORDER_CONFIRM_PREF: Record<OrderKind, PrefKey> = {
  limit: 'ORDER_CONFIRM_LIMIT',
  market: 'ORDER_CONFIRM_MARKET',
  trigger: 'ORDER_CONFIRM_TRIGGER',
  stop_limit: 'ORDER_CONFIRM_STOP_LIMIT',
  ioc: 'ORDER_CONFIRM_ADVANCED_LIMIT',
  limit_maker: 'ORDER_CONFIRM_LIMIT_MAKER',
};

const KINDS = Object.keys(ORDER_CONFIRM_PREF) as OrderKind[];

/** The confirmation chain's view of the preferences. */
export function confirmPrefs(prefs: Prefs): ConfirmPrefs {
  const orderConfirm: Partial<Record<OrderKind, boolean>> = {};
  for (const k of KINDS) if (prefs[ORDER_CONFIRM_PREF[k]] === false) orderConfirm[k] = false;
  return { skipThreshold: prefs.THRESHOLD_CONFIRM === false, orderConfirm };
}

/**
 * The chain's dialogs minus the market price offset warning when the trader turned
 * MARKET_OFFSET_CONFIRM off (the core's chain has no preference for it; section 4 says each
 * step is skippable by its preference where one exists).
 */
export function withOffsetPref(dialogs: readonly Dialog[], prefs: Prefs): Dialog[] {
  return dialogs.filter((d) => d.kind !== 'marketOffset' || prefs.MARKET_OFFSET_CONFIRM !== false);
}

/** The preference a dialog's "don't show again" box turns off, if it has one. */
export function dontShowPref(dialog: Dialog, kind: OrderKind): PrefKey | null {
  if (dialog.kind === 'threshold') return 'THRESHOLD_CONFIRM';
  if (dialog.kind === 'orderConfirm') return ORDER_CONFIRM_PREF[kind];
  return null;
}
