/**
 * The trade page's first screen, as HTML the browser paints before any script has run: the
 * page's frame (navigation bar, the layout's modules with their title bars, the pair's name, the
 * titles and column heads the widgets show) in the page's language, direction and theme, placed
 * by the layout's own CSS (src/features/layout/placement.ts, the default layout of each
 * breakpoint). The markup is the app's own (StaticFrame.tsx, ModuleFrame.tsx), so when React renders
 * the page over it (src/app/main.tsx: createRoot replaces the root's content in one commit)
 * every panel is already where it will stay: nothing moves. Pure: texts come in, HTML goes out.
 */
import type { TradeRoute } from '../../src/app/route';
import { defaultLayouts } from '../../src/features/layout/default-layouts';
import { isThin, modulesOf, type ModuleId } from '../../src/features/layout/modules';
import { gridCss, placeClass } from '../../src/features/layout/placement';
import { RTL_LOCALES } from '../../src/i18n/locales';

/** One locale's namespaces as its JSON files hold them (locales/<lng>/<ns>.json). */
export type LocaleTexts = Record<string, Record<string, unknown>>;

/** What goes into the served page beside the built index.html. */
export interface ShellParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The markup of #root. */
  root: string;
  /** Tags for the head, before the built ones: the market worker's spawn, the boot module, the boot facts. */
  head: string;
  /** Tags right after #root: what the first screen does not need before it paints (the page's texts). */
  tail: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

/**
 * The text at `key` ("shell.spot") of namespace `ns`, with {{name}} filled from `vars`; the key
 * itself when missing (the locale test makes sure none is).
 */
export function text(texts: LocaleTexts, ns: string, key: string, vars: Record<string, string> = {}): string {
  let node: unknown = texts[ns];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const raw = typeof node === 'string' ? node : key;
  return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** BTC_USDT -> ['BTC', 'USDT']. */
function coins(symbol: string): [string, string] {
  const [base, quote] = symbol.split('_');
  return [base, quote];
}

/** The root's markup and the page title for `route`. */
export function shellMarkup(route: TradeRoute, texts: LocaleTexts): { root: string; title: string } {
  const [base, quote] = coins(route.symbol);
  const name = `${base}/${quote}`;
  const t = (ns: string, key: string, vars?: Record<string, string>) => escapeHtml(text(texts, ns, key, vars));
  const rtl = RTL_LOCALES.has(route.locale);
  const pro = route.layout === 'pro';
  const brief = `<section class="brief" aria-busy="true"><h1 class="brief-name">${escapeHtml(name)}</h1></section>`;
  const empty = (id: ModuleId) =>
    `<section class="widget widget-empty widget-${id}" data-widget="${id}" aria-label="${t('layout', `module.${id}`)}">${pro ? '' : `<h2 class="empty-title">${t('layout', `module.${id}`)}</h2>`}</section>`;
  // each module's content as its widget first renders it (src/features/layout/registry.tsx), so nothing moves when it mounts
  const content: Record<ModuleId, () => string> = {
    favorite: () => empty('favorite'),
    ticket: () => brief,
    brief: () => brief,
    market: () => empty('market'),
    tradeInfo: () => empty('tradeInfo'),
    coinInfo: () => empty('coinInfo'),
    blockBasic: () => empty('blockBasic'),
    orderBook: () => [
      `<section class="widget widget-book" aria-label="${t('book', 'title')}" aria-busy="true"><div class="book-header"></div><div class="book-columns" aria-hidden="true">`,
      `<span class="book-col-price">${t('book', 'column.price', { coin: quote })}</span>`,
      `<span class="book-col-amount">${t('book', 'column.amount', { coin: base })}</span>`,
      `<span class="book-col-total">${t('book', 'column.total', { coin: base })}</span></div></section>`,
    ].join(''),
    // the chart area's tab bar as ChartArea.tsx renders it (Chart selected)
    chart: () => [
      `<section class="widget widget-depth chart-area" aria-busy="true"><div class="chart-tabs" role="tablist">`,
      `<button type="button" role="tab" class="chart-tab" aria-selected="true">${t('chart', 'tabs.chart')}</button>`,
      `<button type="button" role="tab" class="chart-tab" aria-selected="false">${t('chart', 'tabs.info')}</button>`,
      `<button type="button" role="tab" class="chart-tab" aria-selected="false">${t('chart', 'tabs.depth')}</button></div></section>`,
    ].join(''),
    marketTrades: () => `<section class="widget widget-trades" aria-busy="true"><h2 class="trades-title">${t('trades', 'title')}</h2></section>`,
    tradeMaker: () => `<section class="widget widget-form" aria-label="${t('order', 'title')}" aria-busy="true"></section>`,
    orderPanel: () => `<section class="widget widget-panel" aria-label="${t('panel', 'title')}" aria-busy="true"></section>`,
  };
  // the module frame and title bar of src/features/layout/ModuleFrame.tsx (pro only)
  const bar = (id: ModuleId) => {
    const title = text(texts, 'layout', `module.${id}`);
    return `<div class="module-bar" title="${t('layout', 'move', { name: title })}"><span class="module-title">${escapeHtml(title)}</span>`
      + `<button type="button" class="module-close" aria-label="${t('layout', 'close', { name: title })}">×</button></div>`;
  };
  const modules = modulesOf(route.layout).map((id) =>
    `<div class="module ${placeClass(id)}${isThin(id) ? ' module-thin' : ''}" data-module="${id}" dir="${rtl ? 'rtl' : 'ltr'}">`
    + `${pro ? bar(id) : ''}<div class="module-body"><div class="module-host">${content[id]()}</div></div></div>`);
  const root = [
    `<div class="app theme-${route.theme}" data-layout="${route.layout}" data-type="${route.type}" data-theme="${route.theme}" data-shell="static">`,
    // the global notice's slot as GlobalNotice.tsx renders it before its notice arrives (on a phone it reserves the notices' row)
    `<header class="nav"><span class="mode">${t('trade', route.type === 'margin' ? 'shell.margin' : 'shell.spot')}</span><div class="global-notice"></div></header>`,
    // the basic layout's notice bar, empty until the page fills it (App.tsx)
    pro ? '' : `<div class="notice-bar" role="region" aria-label="${t('trade', 'shell.noticeBar')}"></div>`,
    // the grid's places for the default layout, per breakpoint, as the page's static grid writes them (StaticFrame.tsx)
    `<style>${gridCss({ layout: route.layout, layouts: defaultLayouts(route.layout), rtl })}</style>`,
    `<main class="grid grid-static grid-${route.layout}" dir="ltr">`,
    ...modules,
    '</main></div>',
  ].join('');
  return { root, title: text(texts, 'trade', 'shell.title', { pair: name }) };
}

/** The page for `route`: the shell's parts fitted into the built index.html. */
export function shellParts(route: TradeRoute, texts: LocaleTexts, head: string, tail = ''): ShellParts {
  const { root, title } = shellMarkup(route, texts);
  return { lang: route.locale, dir: RTL_LOCALES.has(route.locale) ? 'rtl' : 'ltr', title, root, head, tail };
}

/**
 * `template` (dist/index.html) with the parts put in: the html element's lang and dir, the
 * title, the head tags first in the head, the root's markup inside `<div id="root">` and the tail
 * after it. Throws
 * when the template lacks a place (a build that changed index.html must not serve a broken page).
 */
export function fillTemplate(template: string, parts: ShellParts): string {
  const steps: Array<[RegExp, (m: string) => string]> = [
    [/<html[^>]*>/, () => `<html lang="${escapeHtml(parts.lang)}" dir="${parts.dir}">`],
    [/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`],
    [/<head>/, (m) => `${m}${parts.head}`],
    [/<div id="root"><\/div>/, () => `<div id="root">${parts.root}</div>${parts.tail}`],
  ];
  let html = template;
  for (const [pattern, replace] of steps) {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern.source}: the shell cannot be served`);
    html = html.replace(pattern, replace);
  }
  return html;
}
