import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import type { TradeNotice } from './notice-rule';
import { TradeNoticeCards } from './TradeNotifications';

beforeAll(async () => {
  await initI18n('en');
});

describe('TradeNoticeCards', () => {
  it('should title each card and style fills as success, cancels as error', () => {
    const notices: TradeNotice[] = [
      { id: '1-T1', title: 'filled', kind: 'success', side: 'buy', pair: 'BTC/USDT', price: '60000.00', count: '0.004000' },
      { id: '2-C', title: 'iocCanceled', kind: 'error', side: 'sell', pair: 'ETH/USDT', price: '3000.00', count: '1.0000' },
    ];
    const html = renderToStaticMarkup(<TradeNoticeCards notices={notices} onClose={() => {}} />);
    expect(html).toContain('<div class="trade-notice trade-notice-success" data-notice="filled"><strong class="trade-notice-title">Order Filled!</strong><span class="trade-notice-body">Buy BTC/USDT 0.004000 at 60000.00</span>');
    expect(html).toContain('class="trade-notice trade-notice-error" data-notice="iocCanceled"><strong class="trade-notice-title">IOC Order Cancelled!</strong><span class="trade-notice-body">Sell ETH/USDT 1.0000 at 3000.00</span>');
    expect(html).toContain('aria-label="Close"');
  });
});
