import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { currentPairSpec } from '../../state/market';
import { isEmptyDetail, linksOf, type CoinDetail } from './coin-detail';
import { formatCap, formatSupply, linkHost, progressPercent } from './coin-format';
import { loadCoinDetail, loadCoinRate } from './coin-info-api';
import './coin-info.css';

/** Brand names of the social links: names, not texts to translate. */
const SOCIAL_NAMES = { reddit: 'Reddit', facebook: 'Facebook', twitter: 'Twitter', discord: 'Discord' } as const;

type Loaded = { coin: string; detail: CoinDetail | null | undefined; rate: string };

/**
 * The coin info panel (spec trade page section 2, "Coin info panel"): the current pair's base
 * coin, its caps from the coin's USD rate (market cap = rate x circulating, fully diluted =
 * rate x max supply), supplies, the circulating proportion as a bar, explorer, official and
 * social links and the project introduction. Loads again when the base coin or the language
 * changes; a failed detail call leaves it empty, an answer without details says 'No record'.
 * Lives in its own lazy chunk: mount it through React.lazy (the chart area's Info tab, the
 * pro grid's module).
 */
export function CoinInfo() {
  useSignals();
  const { t, i18n } = useTranslation('info');
  const coin = currentPairSpec.value?.coinName ?? '';
  const locale = i18n.language;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (coin === '') return undefined;
    let live = true;
    void Promise.all([loadCoinDetail(coin, locale), loadCoinRate(coin)]).then(([detail, rate]) => {
      if (live) setLoaded({ coin, detail, rate });
    });
    return () => {
      live = false;
    };
  }, [coin, locale]);

  // another coin's answer is not shown while the new one loads
  const shown = loaded !== null && loaded.coin === coin ? loaded : null;
  if (shown === null || shown.detail === undefined) return <section className="coin-info" aria-label={t('coin.label')} aria-busy={shown === null} />;
  if (shown.detail === null || isEmptyDetail(shown.detail)) {
    return (
      <section className="coin-info" aria-label={t('coin.label')}>
        <p className="coin-info-empty">{t('noRecord')}</p>
      </section>
    );
  }
  return <CoinInfoBody detail={shown.detail} rate={shown.rate} />;
}

/** The panel with a detail: exported for its render test. */
export function CoinInfoBody({ detail: d, rate }: { detail: CoinDetail; rate: string }) {
  const { t } = useTranslation('info');
  const progress = progressPercent(d.circulationProportion);
  const { official, social } = linksOf(d);
  const [firstExplorer, ...moreExplorers] = d.explorer;
  return (
    <section className="coin-info" aria-label={t('coin.label')} data-coin={d.shortName}>
      <header className="coin-info-head">
        {d.icon !== '' && <img className="coin-info-icon" src={d.icon} alt="" width={28} height={28} />}
        <strong className="coin-info-short">{d.shortName}</strong>
        <span className="coin-info-full">{d.fullName}</span>
      </header>
      <dl className="coin-info-figures">
        <div>
          <dt>{t('coin.marketCap')}</dt>
          <dd data-testid="coin-market-cap">{formatCap(rate, d.circulating)}</dd>
        </div>
        <div>
          <dt>{t('coin.circulating')}</dt>
          <dd data-testid="coin-circulating">
            {formatSupply(d.circulating)}
            <span className="coin-info-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress.width} aria-valuetext={progress.text}>
              <span className="coin-info-progress-bar" style={{ width: `${progress.width}%` }} />
            </span>
            <span className="coin-info-percent" data-testid="coin-circulating-percent">{progress.text}</span>
          </dd>
        </div>
        <div>
          <dt>{t('coin.totalSupply')}</dt>
          <dd data-testid="coin-total-supply">{formatSupply(d.totalSupply)}</dd>
        </div>
        <div>
          <dt>{t('coin.maxSupply')}</dt>
          <dd data-testid="coin-max-supply">{formatSupply(d.maxSupply)}</dd>
        </div>
        <div>
          <dt>{t('coin.fdv')}</dt>
          <dd data-testid="coin-fdv">{formatCap(rate, d.maxSupply)}</dd>
        </div>
        {firstExplorer !== undefined && (
          <div>
            <dt>{t('coin.explorer')}</dt>
            <dd className="coin-info-explorer" data-testid="coin-explorer">
              <a href={firstExplorer} target="_blank" rel="noopener noreferrer">{linkHost(firstExplorer)}</a>
              {moreExplorers.length > 0 && (
                <details className="coin-info-more">
                  <summary>{t('coin.more')}</summary>
                  <ul>
                    {moreExplorers.map((url) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noopener noreferrer">{linkHost(url)}</a>
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </dd>
          </div>
        )}
        {official.length > 0 && (
          <div>
            <dt>{t('coin.official')}</dt>
            <dd className="coin-info-links">
              {official.map((l) => <a key={l.kind} href={l.url} target="_blank" rel="noopener noreferrer">{t(`coin.${l.kind}`)}</a>)}
            </dd>
          </div>
        )}
        {social.length > 0 && (
          <div>
            <dt>{t('coin.social')}</dt>
            <dd className="coin-info-links">
              {social.map((l) => <a key={l.kind} href={l.url} target="_blank" rel="noopener noreferrer">{SOCIAL_NAMES[l.kind]}</a>)}
            </dd>
          </div>
        )}
      </dl>
      {d.projectDetailedIntroduction !== '' && (
        <>
          <h3 className="coin-info-intro-title">{t('coin.intro')}</h3>
          <p className="coin-info-intro">{d.projectDetailedIntroduction}</p>
        </>
      )}
    </section>
  );
}

export default CoinInfo;
