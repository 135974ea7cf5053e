import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { HistoryRow, historyHeads } from './HistoryRow';
import type { ListedOrder } from './rows';

beforeAll(async () => {
  await initI18n('en');
});

/** A fired trigger limit buy as history answers it: the plan's row with its child's fills folded in. */
const fired: ListedOrder = {
  orderId: 3, pid: 3, symbol: 'BTC/USDT', createTime: 0, type: 'limit', side: 'buy', price: '60000.00', triggerPrice: '60000.00',
  size: '0.002000', filledSize: '0.001000', filledNotional: '60.000000', priceAvg: '60000.00', state: 'COMPLETE', tradeType: 'spot_trigger',
};

describe('order history rows of plan orders', () => {
  it('should give trigger and TP/SL rows the price they filled at, what filled and their fills', () => {
    expect(historyHeads('plan')).toEqual(['pair', 'time', 'type', 'side', 'triggerPrice', 'avgPrice', 'price', 'filled', 'total', 'status', 'orderId', 'fills']);
    const html = renderToStaticMarkup(<table><tbody><HistoryRow row={fired} cols="plan" /></tbody></table>);
    const cells = [...html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
    // after pair, time and type (the side cell has a class)
    expect(cells.slice(3, 9)).toEqual(['60000.00', '60000.00', '60000.00', '0.001000 / 0.002000', '60.000000', 'Triggered']);
    expect(html).toContain('class="panel-expand" aria-expanded="false"');
  });
});

describe('order history rows of margin orders', () => {
  /** Margin lists every kind in one table: a trigger limit row and a plain limit row. */
  const trigger: ListedOrder = { ...fired, orderId: 4, pid: 4, triggerPrice: '61000.00' };
  const plain: ListedOrder = { ...fired, orderId: 5, pid: 5, triggerPrice: '0', tradeType: 'spot_market' };
  const cellsOf = (row: ListedOrder) => {
    const html = renderToStaticMarkup(<table><tbody><HistoryRow row={row} cols="margin" /></tbody></table>);
    return [...html.matchAll(/<td(?: class="[^"]*")?>(.*?)<\/td>/g)].map((m) => m[1]);
  };

  it('should give margin history a Trigger Price column after Side, "--" on plain rows', () => {
    const heads = historyHeads('margin');
    expect(heads.indexOf('triggerPrice')).toBe(heads.indexOf('side') + 1);
    expect(cellsOf(trigger)[heads.indexOf('triggerPrice')]).toBe('61000.00');
    expect(cellsOf(plain)[heads.indexOf('triggerPrice')]).toBe('--');
    // every header has its cell
    expect(cellsOf(plain)).toHaveLength(heads.length);
  });
});
