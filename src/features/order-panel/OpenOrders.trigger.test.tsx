import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../../core/order-panel/tabs';
import type { KindTab, PanelMode } from '../../core/order-panel/types';
import { initI18n } from '../../i18n';
import { OpenOrderRow } from './OpenOrderRow';
import { OpenOrders } from './OpenOrders';
import type { ListedOrder } from './rows';

beforeAll(async () => {
  await initI18n('en');
});

const head = (mode: PanelMode, kind: KindTab) => {
  const html = renderToStaticMarkup(
    <OpenOrders mode={mode} symbolFilter={null} pageSize={10} reload={0} onLoaded={() => {}} locale="en" kind={kind}
      counts={NO_COUNTS} currentSymbol="BTC_USDT" onChanged={() => {}} onEdit={() => {}} />,
  );
  return html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
};

describe('OpenOrders trigger price column', () => {
  // a fired plan's child lists under limit/market with its plan's trigger; margin lists every kind
  it.each([['spot', 'limit'], ['spot', 'trigger'], ['spot', 'stop'], ['margin', 'limit']] as const)('should show Trigger Price in %s %s', (mode, kind) => {
    expect(head(mode, kind)).toMatch(/<th scope="col"[^>]*>Trigger Price<\/th>/);
  });
});

/** A fired trigger limit buy's child as open orders answers it: a plain limit order, partly filled, with its plan's trigger. */
const child: ListedOrder = {
  orderId: 8, pid: 8, symbol: 'BTC/USDT', createTime: 0, type: 'limit', side: 'buy', price: '60000.00', triggerPrice: '59500.00',
  size: '0.002000', filledSize: '0.001000', priceAvg: '60000.00', state: 'PARTIAL_COMPLETE', tradeType: 'spot_market',
};

describe('OpenOrders row of a fired plan\'s child', () => {
  const cellsOf = (mode: PanelMode) => {
    const html = renderToStaticMarkup(
      <table><tbody><OpenOrderRow row={child} mode={mode} pricePrecision={2} onCancel={() => {}} onEdit={() => {}} /></tbody></table>,
    );
    return { html, cells: [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]) };
  };

  it.each(['spot', 'margin'] as const)('should show its plan\'s trigger price after its price under Limit/Market (%s), as a limit order', (mode) => {
    const { cells } = cellsOf(mode);
    // pair, time, type, side, price, trigger price, amount, filled / total, total, status
    expect(cells[2]).toBe('Limit');
    expect(cells.slice(4, 10)).toEqual(['60000.00', '59500.00', '0.002000', '0.001000 / 0.002000', '120.00', 'Partially filled']);
  });

  it('should be edited as a limit order in spot: Edit, not a plan edit', () => {
    expect(cellsOf('spot').html).toContain('class="panel-edit" data-plan="false"');
    expect(cellsOf('margin').html).not.toContain('panel-edit');
  });
});
