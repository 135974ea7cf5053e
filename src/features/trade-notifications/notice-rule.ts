/**
 * Which pushed order events become trade notifications, and how they read (spec trade page
 * section 2 "Trade notifications", section 4, docs/protocol.md section 5). Pure.
 */
import type { TradeMode } from '../../core/order-form/types';
import type { NotifyPayload } from '../../protocol/messages';

export type NoticeTitle = 'filled' | 'canceled' | 'postOnlyCanceled' | 'iocCanceled';

export interface TradeNotice {
  /** The event's uuid: one notice per event, across reconnects. */
  id: string;
  title: NoticeTitle;
  /** Filled: success styling; cancelled: error styling. */
  kind: 'success' | 'error';
  side: 'buy' | 'sell';
  pair: string;
  price: string;
  count: string;
}

/**
 * The notice of one event, or null: only fills and cancels are announced (an accepted order is
 * not), and only when the event's margin flag matches the page's mode.
 */
export function noticeOf(n: NotifyPayload, mode: TradeMode): TradeNotice | null {
  if (n.margin_trading !== (mode === 'margin')) return null;
  let title: NoticeTitle;
  if (n.event === 'TRADE_SUCCESS') title = 'filled';
  else if (n.event === 'CANCEL_ENTRUST') title = n.biz_type === 'limit_maker' ? 'postOnlyCanceled' : n.biz_type === 'ioc' ? 'iocCanceled' : 'canceled';
  else return null;
  return { id: n.uuid, title, kind: title === 'filled' ? 'success' : 'error', side: n.side, pair: n.symbol_name, price: n.price, count: n.count };
}

/** The user's notification settings (server preferences NOTIFICATION and NOTIFICATION_SOUND). */
export interface NoticePrefs {
  popup: boolean;
  sound: boolean;
}

/** Both on by default, as the gateway's preferences are; a value not boolean counts as on. */
export function readNoticePrefs(data: unknown): NoticePrefs {
  const d = (data ?? {}) as Record<string, unknown>;
  return { popup: d.NOTIFICATION !== false, sound: d.NOTIFICATION_SOUND !== false };
}
