/**
 * The grid's Market module (spec section 2, pro layout: not resizable): the market list filling
 * its panel. The grid (src/features/layout) lazy-loads this file; its code is never in the
 * initial JS.
 */
import { MarketList } from './MarketList';

export function MarketModule() {
  return (
    <div className="ml-module" style={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <MarketList />
    </div>
  );
}

export default MarketModule;
