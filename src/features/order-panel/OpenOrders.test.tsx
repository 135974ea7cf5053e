import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../../core/order-panel/tabs';
import type { PanelMode } from '../../core/order-panel/types';
import type { Locale } from '../../i18n/locales';
import { initI18n } from '../../i18n';
import { OpenOrders } from './OpenOrders';

beforeAll(async () => {
  await initI18n('en');
});

/** The open-orders list as first rendered (no answer yet: effects do not run here). */
const render = (mode: PanelMode, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <OpenOrders
      mode={mode}
      symbolFilter={null}
      pageSize={10}
      reload={0}
      onLoaded={() => {}}
      locale={locale}
      kind="limit"
      counts={NO_COUNTS}
      currentSymbol="BTC_USDT"
      onChanged={() => {}}
      onEdit={() => {}}
    />,
  );

describe('OpenOrders side filters', () => {
  it.each(['spot', 'margin'] as const)('should offer the side filter in the Side column header and in the list bar in %s', (mode) => {
    const html = render(mode);
    const bar = html.slice(html.indexOf('panel-listbar'), html.indexOf('<table'));
    const head = html.slice(html.indexOf('<thead>'), html.indexOf('</thead>'));
    expect(bar).toContain('<select class="panel-side-filter" aria-label="Side filter" data-place="bar"');
    expect(head).toContain('<select class="panel-side-filter" aria-label="Side" data-place="column"');
    // one filter state: both show the same value
    expect(html.match(/<option value="all" selected="">/g)).toHaveLength(2);
  });
});

describe('OpenOrders action column', () => {
  it.each([['en', 80], ['fr-FR', 90], ['de-DE', 100]] as const)('should give the %s action column a minimum of %i px', (locale, px) => {
    expect(render('spot', locale)).toContain(`<th scope="col" class="panel-action" style="min-width:${px}px">`);
  });
});
