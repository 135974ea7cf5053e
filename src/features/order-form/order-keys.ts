/**
 * The 'order' namespace's keys as a type. The core modules name their messages as plain strings
 * (validation.*, confirm.*, dialog.*, e_{code}); locales/en/order.json holds every one of them,
 * which src/i18n's locale test and order-keys.test.ts check, so the cast below is safe.
 */
import type { ParseKeys } from 'i18next';

export type OrderKey = ParseKeys<'order'>;

/** A core message key as a key of the 'order' namespace. */
export const orderKey = (key: string): OrderKey => key as OrderKey;
