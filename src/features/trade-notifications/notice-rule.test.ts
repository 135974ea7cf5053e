import { describe, expect, it } from 'vitest';
import type { NotifyPayload } from '../../protocol/messages';
import { noticeOf, readNoticePrefs } from './notice-rule';

function ev(over: Partial<NotifyPayload>): NotifyPayload {
  return {
    event: 'TRADE_SUCCESS', tips_type: 'tips_filled', biz_type: 'limit', side: 'buy', symbol: 'BTC_USDT', symbol_name: 'BTC/USDT', price: '60000.00', count: '0.004000',
    amount: '240.000000', uuid: '1042-T4000', entrustIdStr: '1042', margin_trading: false, order_mode: 0, state: 'COMPLETE', time: 0, ...over,
  };
}

describe('noticeOf', () => {
  it('should title fills and each kind of cancel, with success or error styling', () => {
    expect(noticeOf(ev({}), 'spot')).toEqual({ id: '1042-T4000', title: 'filled', kind: 'success', side: 'buy', pair: 'BTC/USDT', price: '60000.00', count: '0.004000' });
    const cancel = (biz_type: NotifyPayload['biz_type']) => noticeOf(ev({ event: 'CANCEL_ENTRUST', tips_type: 'tips_canceled', biz_type }), 'spot');
    expect(cancel('limit')).toMatchObject({ title: 'canceled', kind: 'error' });
    expect(cancel('market')).toMatchObject({ title: 'canceled', kind: 'error' });
    expect(cancel('limit_maker')).toMatchObject({ title: 'postOnlyCanceled', kind: 'error' });
    expect(cancel('ioc')).toMatchObject({ title: 'iocCanceled', kind: 'error' });
    expect(noticeOf(ev({ event: 'NEW_ENTRUST', tips_type: 'tips_other' }), 'spot')).toBeNull();
  });

  it('should announce margin events only in margin mode, spot events only in spot mode', () => {
    expect(noticeOf(ev({ margin_trading: true }), 'spot')).toBeNull();
    expect(noticeOf(ev({ margin_trading: true }), 'margin')).not.toBeNull();
    expect(noticeOf(ev({}), 'margin')).toBeNull();
  });
});

describe('readNoticePrefs', () => {
  it('should read the popup and sound switches, on unless set to false', () => {
    expect(readNoticePrefs({ NOTIFICATION: true, NOTIFICATION_SOUND: false })).toEqual({ popup: true, sound: false });
    expect(readNoticePrefs({ NOTIFICATION: false })).toEqual({ popup: false, sound: true });
    expect(readNoticePrefs(null)).toEqual({ popup: true, sound: true });
  });
});
