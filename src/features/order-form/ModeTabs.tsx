import { useTranslation } from '../../i18n/use-translation';
import type { TradeMode } from '../../core/order-form/types';
import type { FormPair } from './form-pair';
import { modeHref, switchTradeMode } from '../../state/trade-mode';
import { authHref } from './login-href';
import type { UserFlags } from './use-form-data';

/**
 * The spot / margin tabs. Margin is offered only on pairs with a margin ratio and not to
 * delegation accounts (spec order-placement section 2). Switching happens in place and replaces
 * the page's address (state/trade-mode.ts).
 */
export function ModeTabs({ mode, pair, flags }: { mode: TradeMode; pair: FormPair; flags: UserFlags | null }) {
  const { t } = useTranslation('order');
  const marginOffered = (pair.leverageSymbolParam?.marginRatio ?? 0) > 0 && (flags?.delegationType ?? 0) === 0;
  const modes: TradeMode[] = marginOffered || mode === 'margin' ? ['spot', 'margin'] : ['spot'];
  return (
    <nav className="of-modes" aria-label={t('form.modes')}>
      {modes.map((m) => (
        <a
          key={m}
          href={modeHref(m)}
          aria-current={m === mode ? 'page' : undefined}
          className={m === mode ? 'on' : ''}
          onClick={(e) => {
            e.preventDefault();
            switchTradeMode(m);
          }}
        >
          {t(m === 'spot' ? 'form.spot' : 'form.margin')}
        </a>
      ))}
    </nav>
  );
}

/** A visitor's way in: Log In and Sign Up, both coming back to this page. */
export function VisitorLinks({ locale }: { locale: string }) {
  const { t } = useTranslation('order');
  return (
    <p className="of-visitor">
      <a href={authHref('login', locale)}>{t('form.login')}</a>
      <span>{t('form.or')}</span>
      <a href={authHref('register', locale)}>{t('form.register')}</a>
      <span>{t('form.toTrade')}</span>
    </p>
  );
}
