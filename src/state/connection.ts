/**
 * Connection and user-feed state pushed by the market worker as it changes (rare events, not
 * per message): the public socket's status (spec 001: stable, unstable, reconnecting, failed),
 * the user socket's state, and the private order events of the notify channel for the order
 * panel and the trade notifications.
 */
import { signal } from '@preact/signals-react';
import type { ConnectionStatus } from '../market-feed/link';
import type { NotifyPayload } from '../protocol/messages';
import type { FeedStats, UserFeedState } from '../market-feed/stats';
import { emptyStats } from '../market-feed/stats';

export const connectionStatus = signal<ConnectionStatus>('reconnecting');
export const userFeedState = signal<UserFeedState>('off');

/** Notifications kept, newest first. */
export const NOTIFICATIONS_KEPT = 50;
/** The user's order events (notify channel), newest first; deduplicated by uuid in the worker. */
export const notifications = signal<readonly NotifyPayload[]>([]);

export function pushNotification(n: NotifyPayload): void {
  notifications.value = [n, ...notifications.value].slice(0, NOTIFICATIONS_KEPT);
}

/** The worker's counters as of the last frame (a plain holder: nothing renders from it). */
export const feedStats: { current: FeedStats } = { current: emptyStats() };
