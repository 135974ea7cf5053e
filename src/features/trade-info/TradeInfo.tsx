import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { markMoversSeen, moversDotShown } from './movers-dot';
import { localStore } from '../../ui/page-storage';
import { TopMovers } from './TopMovers';
import { TradingDataView } from './TradingDataView';
import './trade-info.css';

type Tab = 'data' | 'movers';

/**
 * The trade-info module (spec trade page section 2, "Trade info"): tabs Trading Data and Top
 * Movers, the latter with its new-feature dot until first opened. Only the open tab is mounted:
 * the movers' socket runs only while its list shows. Lives in its own lazy chunk: mount it
 * through React.lazy as a module panel.
 */
export function TradeInfo() {
  const { t } = useTranslation('info');
  const [tab, setTab] = useState<Tab>('data');
  const [dot, setDot] = useState(() => moversDotShown(localStore()));
  const open = (next: Tab) => {
    setTab(next);
    if (next === 'movers' && dot) {
      markMoversSeen(localStore());
      setDot(false);
    }
  };
  return (
    <section className="trade-info" aria-label={t('trade.title')}>
      <div className="trade-info-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'data'} onClick={() => open('data')}>{t('trade.tradingData')}</button>
        <button type="button" role="tab" aria-selected={tab === 'movers'} onClick={() => open('movers')}>
          {t('trade.topMovers')}
          {dot && <span className="trade-info-dot" role="img" aria-label={t('trade.newFeature')} data-testid="top-movers-dot" />}
        </button>
      </div>
      <div className="trade-info-body" role="tabpanel">
        {tab === 'data' ? <TradingDataView /> : <TopMovers />}
      </div>
    </section>
  );
}

export default TradeInfo;
