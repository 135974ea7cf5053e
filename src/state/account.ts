/**
 * Who is signed in, and the refresh ticks the order form and the order panel share. A widget
 * that changed the user's orders or balances (an order placed, cancelled, edited; a transfer,
 * a borrow) asks for a refresh; pushed order events (src/state/connection.ts notifications) ask
 * too (see followNotifications). Both go through one queue (core refresh.ts requestRefresh:
 * the spec's 800 ms leading-edge debounce and 500 ms delay), so a change heard several times
 * (a cancel's answer and its push; a Cancel All's n pushes) bumps each tick once.
 */
import { batch, effect, signal } from '@preact/signals-react';
import { IDLE, planOfBurst, requestRefresh, takeDue, type Burst, type Coalescer, type PushEvent } from '../core/order-panel/refresh';
import { apiGet } from '../net/api';
import type { NotifyPayload } from '../protocol/messages';
import { notifications } from './connection';
import { tradeMode } from './trade-mode';

export interface AccountUser {
  userId: number;
  email: string;
}

/** Undefined while GET /user/info is in flight; null for a visitor. */
export const account = signal<AccountUser | null | undefined>(undefined);
/** Bumped when open orders or order history may have changed. */
export const ordersTick = signal(0);
/** Bumped when the balances of the page's mode (spot wallet, margin account) may have changed. */
export const walletTick = signal(0);
/**
 * Margin mode's extra refresh signal (spec order-panel section 4): the margin account's risk
 * ratio, positions and margin funds follow it. Bumped with walletTick, in margin mode only.
 */
export const marginTick = signal(0);
/** The last refresh the queue ran: the order panel plans its own reloads from it. */
export const lastRefresh = signal<Burst | null>(null);

/** Loads who is signed in (once per page; the header, the form and the panel read `account`). */
export async function loadAccount(): Promise<void> {
  const answer = await apiGet<AccountUser>('/user/info');
  account.value = answer.success && answer.data !== null ? answer.data : null;
}

let queue: Coalescer = IDLE;
let timer: ReturnType<typeof setTimeout> | null = null;

function request(req: { local: boolean; pushed: readonly PushEvent[] }): void {
  queue = requestRefresh(queue, req, Date.now());
  arm();
}

function arm(): void {
  if (timer !== null || queue.dueAtMs === null) return;
  timer = setTimeout(run, Math.max(0, queue.dueAtMs - Date.now()));
}

function run(): void {
  timer = null;
  const { burst, next } = takeDue(queue, Date.now());
  queue = next;
  if (burst !== null) publish(burst);
  arm(); // a timer that fired a millisecond early, or a request made after the burst began
}

function publish(burst: Burst): void {
  // the ticks are for whoever shows the data, each widget checks sign-in itself; only the
  // mode decides whether a pushed event moves the balances shown
  const plan = planOfBurst(burst, { loggedIn: true, mode: tradeMode.peek(), tab: 'open', page: 1 });
  batch(() => {
    lastRefresh.value = burst;
    ordersTick.value = ordersTick.peek() + 1; // peek: callable from inside an effect
    if (plan.wallet) walletTick.value = walletTick.peek() + 1;
    if (plan.margin) marginTick.value = marginTick.peek() + 1;
  });
}

/** Orders and funds changed on this page: one refresh of both, shortly (joined with its pushes). */
export function refreshOrdersAndWallet(): void {
  request({ local: true, pushed: [] });
}

/** Asks a refresh for each new pushed order event; returns the stop. */
export function followNotifications(): () => void {
  let seen = notifications.peek();
  return effect(() => {
    const list = notifications.value; // subscribe
    if (list === seen) return;
    const pushed = newSince(list, seen);
    seen = list;
    if (pushed.length > 0) request({ local: false, pushed });
  });
}

/** Entries of `list` (newest first) above the newest entry of `before`, by uuid. */
export function newSince(list: readonly NotifyPayload[], before: readonly NotifyPayload[]): NotifyPayload[] {
  const top = before[0]?.uuid;
  const i = top === undefined ? -1 : list.findIndex((n) => n.uuid === top);
  return i < 0 ? [...list] : list.slice(0, i);
}
