import { describe, expect, it } from 'vitest';
import { parseTradeRoute } from '../../src/app/route';
import { escapeHtml, fillTemplate, shellMarkup, shellParts, text, type LocaleTexts } from './shell-markup';

const TEXTS: LocaleTexts = {
  trade: { shell: { spot: 'Spot', margin: 'Margin', title: 'Trade {{pair}}' } },
  book: { title: 'Order Book', column: { price: 'Price ({{coin}})', amount: 'Amount ({{coin}})', total: 'Total ({{coin}})' } },
  chart: { tabs: { chart: 'Chart', depth: 'Depth <Book>' } },
  trades: { title: 'Market Trades' },
  order: { title: 'Place order' },
  panel: { title: 'Orders & funds' },
};
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Trade</title><script type="module" src="/assets/index-x.js"></script></head><body><div id="root"></div></body></html>';

describe('text', () => {
  it('should read a dotted key and fill its placeholders', () => {
    expect(text(TEXTS, 'book', 'column.price', { coin: 'USDT' })).toBe('Price (USDT)');
  });
  it('should give the key back when the text is missing, and leave an unknown placeholder', () => {
    expect(text(TEXTS, 'book', 'column.none')).toBe('column.none');
    expect(text(TEXTS, 'trade', 'shell.title')).toBe('Trade {{pair}}');
  });
});

describe('shellMarkup', () => {
  it('should lay out every widget panel of the grid with the pair, titles and column heads, escaped', () => {
    const { root, title } = shellMarkup(parseTradeRoute('/trade/en', '?symbol=ETH_BTC&type=margin&theme=light'), TEXTS);
    expect(title).toBe('Trade ETH/BTC');
    expect(root).toContain('class="app theme-light" data-layout="pro" data-type="margin" data-theme="light"');
    expect(root).toContain('<span class="mode">Margin</span>');
    expect(root).toContain('<h1 class="brief-name">ETH/BTC</h1>');
    expect(root).toContain('<span class="book-col-price">Price (BTC)</span>');
    expect(root).toContain('<span class="book-col-amount">Amount (ETH)</span>');
    // the chart area's tabs, Chart selected, as the React tabs name them
    expect(root).toContain('<button type="button" role="tab" class="chart-tab" aria-selected="true">Chart</button>');
    expect(root).toContain('<button type="button" role="tab" class="chart-tab" aria-selected="false">Depth &lt;Book&gt;</button>');
    expect(root).toContain('aria-label="Orders &amp; funds"');
    for (const area of ['book', 'depth', 'trades', 'form', 'panel']) expect(root).toMatch(new RegExp(`class="widget widget-${area}[" ]`));
  });
});

describe('fillTemplate', () => {
  it('should set lang, dir and title, put the head tags first and the markup in the root', () => {
    const parts = shellParts(parseTradeRoute('/trade/ar', '?symbol=BTC_USDT'), TEXTS, '<script async src="/assets/boot-x.js"></script>');
    const html = fillTemplate(TEMPLATE, parts);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>Trade BTC/USDT</title>');
    expect(html).toContain('<head><script async src="/assets/boot-x.js"></script><meta charset="UTF-8" />');
    expect(html).toContain('<div id="root"><div class="app theme-dark"');
    expect(html).toContain('<script type="module" src="/assets/index-x.js"></script>');
  });
  it('should refuse a template without a root to fill rather than serve a page that never shows', () => {
    const parts = shellParts(parseTradeRoute('/trade/en', ''), TEXTS, '');
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toThrow(/root/);
  });
  it('should escape what comes from outside', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
