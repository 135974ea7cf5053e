/**
 * Who is signed in, and the refresh ticks the order form and the order panel share. A widget
 * that changed the user's orders or balances (an order placed, cancelled, edited; a transfer,
 * a borrow) bumps the matching tick; every widget showing that data reloads on it. Pushed
 * order events (src/state/connection.ts notifications) bump them too (see followNotifications).
 */
import { effect, signal } from '@preact/signals-react';
import { apiGet } from '../net/api';
import { notifications } from './connection';

export interface AccountUser {
  userId: number;
  email: string;
}

/** Undefined while GET /user/info is in flight; null for a visitor. */
export const account = signal<AccountUser | null | undefined>(undefined);
/** Bumped when open orders or order history may have changed. */
export const ordersTick = signal(0);
/** Bumped when balances (spot wallet, margin account) may have changed. */
export const walletTick = signal(0);

/** Loads who is signed in (once per page; the header, the form and the panel read `account`). */
export async function loadAccount(): Promise<void> {
  const answer = await apiGet<AccountUser>('/user/info');
  account.value = answer.success && answer.data !== null ? answer.data : null;
}

/** Both ticks: after anything that moves orders and funds together. */
export function refreshOrdersAndWallet(): void {
  ordersTick.value = ordersTick.peek() + 1; // peek: callable from inside an effect
  walletTick.value = walletTick.peek() + 1;
}

/** Bumps the ticks on each pushed order event (every push makes a new list); returns the stop. */
export function followNotifications(): () => void {
  let first = true;
  return effect(() => {
    void notifications.value; // subscribe
    if (first) first = false;
    else refreshOrdersAndWallet();
  });
}
