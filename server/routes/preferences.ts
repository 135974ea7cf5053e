import type { Store } from '../store/api';

/**
 * Server-side user settings (GET/POST /gw-api/user/preferences). All are on/off switches,
 * on by default:
 * - CANCEL_ALL: confirm before "cancel all";
 * - ORDER_CONFIRM_<type>: show the order-confirm dialog for that order type;
 * - THRESHOLD_CONFIRM: warn when a limit price is 5 % beyond the last price;
 * - MARKET_OFFSET_CONFIRM: warn when the best opposite price is 10 % from the last price;
 * - NOTIFICATION, NOTIFICATION_SOUND: trade notification popup and its sound.
 */
export const PREFERENCE_KEYS = [
  'CANCEL_ALL',
  'ORDER_CONFIRM_LIMIT',
  'ORDER_CONFIRM_MARKET',
  'ORDER_CONFIRM_TRIGGER',
  'ORDER_CONFIRM_STOP_LIMIT',
  'ORDER_CONFIRM_ADVANCED_LIMIT',
  'ORDER_CONFIRM_LIMIT_MAKER',
  'THRESHOLD_CONFIRM',
  'MARKET_OFFSET_CONFIRM',
  'NOTIFICATION',
  'NOTIFICATION_SOUND',
] as const;

export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type Preferences = Record<PreferenceKey, boolean>;

const PREFIX = 'pref:';

/** Every preference of a user, defaults filled in. */
export function readPreferences(store: Store, userId: number): Preferences {
  const out = {} as Preferences;
  for (const key of PREFERENCE_KEYS) out[key] = store.getPref(userId, PREFIX + key) !== '0';
  return out;
}

/** Saves the given switches; others stay as they are. */
export function writePreferences(store: Store, userId: number, changes: Partial<Preferences>): void {
  for (const key of PREFERENCE_KEYS) {
    const v = changes[key];
    if (v !== undefined) store.setPref(userId, PREFIX + key, v ? '1' : '0');
  }
}
