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
  layout: {
    module: { favorite: 'Favorites', ticket: 'Symbol', market: 'Markets', chart: 'Chart', orderPanel: 'Orders', orderBook: 'Order Book', marketTrades: 'Market Trades', tradeMaker: 'Place Order', tradeInfo: 'Trading Data', coinInfo: 'Coin Info', brief: 'Symbol', blockBasic: 'Coin Info' },
    move: 'Move {{name}}',
    close: 'Close {{name}}',
  },
};
const modulesOf = (root: string) => [...root.matchAll(/data-module="(\w+)"/g)].map((m) => m[1]);
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

  it('should frame every pro module with its title bar in the static grid, placed by its CSS', () => {
    const { root } = shellMarkup(parseTradeRoute('/trade/en', '?symbol=ETH_BTC'), TEXTS);
    expect(modulesOf(root)).toEqual(['favorite', 'ticket', 'market', 'chart', 'orderPanel', 'orderBook', 'marketTrades', 'tradeMaker', 'tradeInfo', 'coinInfo']);
    expect(root).toContain('<main class="grid grid-static grid-pro" dir="ltr">');
    expect(root).toContain('<div class="module m-orderBook" data-module="orderBook" dir="ltr"><div class="module-bar" title="Move Order Book"><span class="module-title">Order Book</span>'
      + '<button type="button" class="module-close" aria-label="Close Order Book">×</button></div><div class="module-body"><div class="module-host"><section class="widget widget-book"');
    // the pair's brief in the ticket, a thin bar; the modules later issues fill as empty titled panels
    expect(root).toContain('<div class="module m-ticket module-thin" data-module="ticket" dir="ltr">');
    expect(root).toContain('<section class="widget widget-empty widget-tradeInfo" data-widget="tradeInfo" aria-label="Trading Data"></section>');
    // 3xl (1440): the book at the start, the order form at the end
    expect(root).toContain('@media (min-width:1440px){.grid-static{--rows:134.8}.grid-static>.m-favorite{--x:0;--y:0;--w:48;--h:3.2}');
    expect(root).toContain('.grid-static>.m-orderBook{--x:0;--y:8.8;--w:10;--h:56}');
  });

  it('should mirror the grid for a right-to-left page, its modules in the page\'s direction', () => {
    const { root } = shellMarkup(parseTradeRoute('/trade/ar', '?symbol=ETH_BTC'), TEXTS);
    expect(root).toContain('<main class="grid grid-static grid-pro" dir="ltr">');
    expect(root).toContain('data-module="orderBook" dir="rtl"');
    expect(root).toContain('.grid-static>.m-orderBook{--x:38;--y:8.8;--w:10;--h:56}');
  });

  it('should lay out the basic layout\'s modules on 32 columns with no title bars', () => {
    const { root } = shellMarkup(parseTradeRoute('/trade/en', '?layout=basic'), TEXTS);
    expect(modulesOf(root)).toEqual(['brief', 'orderBook', 'tradeMaker', 'blockBasic', 'chart', 'marketTrades', 'orderPanel']);
    expect(root).not.toContain('module-bar');
    expect(root).toContain('left:round(calc(100% * var(--x) / 32), 1px)');
    expect(root).toContain('<h2 class="empty-title">Coin Info</h2>');
  });
});

describe('fillTemplate', () => {
  it('should set lang, dir and title, put the head tags first, the markup in the root and the tail after it', () => {
    const parts = shellParts(parseTradeRoute('/trade/ar', '?symbol=BTC_USDT'), TEXTS, '<script async src="/assets/boot-x.js"></script>', '<script type="application/json" id="t">{}</script>');
    const html = fillTemplate(TEMPLATE, parts);
    // the tail right after the root's markup
    expect(html).toContain('</main></div></div><script type="application/json" id="t">{}</script></body>');
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
