import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_COUNTS } from '../../core/order-panel/tabs';
import type { KindTab, PanelMode } from '../../core/order-panel/types';
import { initI18n } from '../../i18n';
import { OpenOrders } from './OpenOrders';

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
