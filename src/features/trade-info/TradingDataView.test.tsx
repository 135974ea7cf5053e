import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { readTradingData } from './trading-data';
import { TradingDataFigures } from './TradingDataView';

beforeAll(async () => {
  await initI18n('en');
});

const text = (html: string, id: string) => new RegExp(`data-testid="${id}">([^<]*)<`).exec(html)?.[1];

describe('TradingDataFigures', () => {
  it('should show the answer’s figures, the buy shares and one trend bar a point', () => {
    const data = readTradingData({
      symbol: 'BTC_USDT', period: 'hour', lowPrice: '59000.00', highPrice: '61000.00', curPrice: '60500.00', buyTrader: 3, sellTrader: 1,
      buyVolume: '0.300000', sellVolume: '0.100000', traderRatio: '3.00',
      traderTrend: Array.from({ length: 12 }, (_, i) => ({ time: i, buyTrader: i % 2, sellTrader: 1, ratio: null })),
    })!;
    const html = renderToStaticMarkup(<TradingDataFigures data={data} base="BTC" />);
    expect([text(html, 'td-low'), text(html, 'td-current'), text(html, 'td-high')]).toEqual(['59000.00', '60500.00', '61000.00']);
    expect([text(html, 'td-buy-traders'), text(html, 'td-sell-traders')]).toEqual(['3', '1']);
    expect([text(html, 'td-buy-volume'), text(html, 'td-sell-volume')]).toEqual(['0.300000 BTC', '0.100000 BTC']);
    expect(text(html, 'td-ratio')).toBe('3.00');
    expect(html).toContain('inset-inline-start:75%'); // 60500 in 59000..61000
    expect(html.match(/inline-size:75%/g)).toHaveLength(2); // 3 of 4 traders, 0.3 of 0.4 volume
    expect(html.match(/trading-data-trend-bar/g)).toHaveLength(12);
    expect(html).toContain('Buy Traders');
  });

  it('should show -- for an empty range and ratio', () => {
    const data = readTradingData({ symbol: 'X_USDT', period: 'day', lowPrice: '', highPrice: '', curPrice: '', buyTrader: 0, sellTrader: 0, buyVolume: '0', sellVolume: '0', traderRatio: null, traderTrend: [] })!;
    const html = renderToStaticMarkup(<TradingDataFigures data={data} base="X" />);
    expect(text(html, 'td-low')).toBe('--');
    expect(text(html, 'td-ratio')).toBe('--');
  });
});
