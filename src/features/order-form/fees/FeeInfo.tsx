import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FEE_DISCOUNT_PERCENT } from '../../../core/order-form/constants';
import { account } from '../../../state/account';
import { pairRow, userFlags } from '../margin/account-flags';
import { feeWhitelist, pairFeeClass, userFee, voucherAmount, type FeeInfoAnswer } from './fee-api';
import { feeShown, ratePercent } from './fee-rules';
import { FeeDialog } from '../on-demand';
import './fees.css';

export interface FeeInfoProps {
  symbol: string;
  /** The trade page's mode: fees show in spot only. */
  type: 'spot' | 'margin';
}

/**
 * The order form's fee line: the user's maker and taker rates, a popover with the standard
 * rates of the pair's class and the deduction rates (the 25 % tip), and the fee dialog with the
 * deduction switch. Shown only in spot and for whitelisted countries (spec 2); nothing for
 * visitors, whose country is unknown.
 */
export function FeeInfo({ symbol, type }: FeeInfoProps) {
  useSignals();
  const { t, i18n } = useTranslation('margin');
  const popId = useId();
  const user = account.value;
  const [shown, setShown] = useState(false);
  const [info, setInfo] = useState<FeeInfoAnswer | null>(null);
  const [extra, setExtra] = useState<{ pairClass: string | null; voucher: { amount: string; coin: string } | null }>({ pairClass: null, voucher: null });
  const [pop, setPop] = useState(false);
  const [dialog, setDialog] = useState(false);
  const row = pairRow(symbol);
  const symbolId = row?.symbolId;
  const quoteId = row?.marketCoinId;
  const quote = row?.marketCoinName ?? '';

  useEffect(() => {
    setShown(false);
    if (user === null || user === undefined || type !== 'spot') return;
    let live = true;
    void Promise.all([userFlags(), feeWhitelist()]).then(([flags, list]) => live && setShown(feeShown(type, flags, list)));
    return () => void (live = false);
  }, [user, type]);

  useEffect(() => {
    setInfo(null);
    if (!shown || symbolId === undefined) return;
    let live = true;
    void userFee(symbolId).then((a) => live && a.success && setInfo(a.data));
    return () => void (live = false);
  }, [shown, symbolId]);

  useEffect(() => {
    if (!dialog || symbolId === undefined || quoteId === undefined) return;
    let live = true;
    void Promise.all([pairFeeClass(symbolId), voucherAmount(quoteId)]).then(([pairClass, amount]) => {
      if (live) setExtra({ pairClass, voucher: amount === null ? null : { amount, coin: quote } });
    });
    return () => void (live = false);
  }, [dialog, symbolId, quoteId, quote]);

  if (!shown || info === null) return null;
  return (
    <div className="fee-info" data-testid="fee-info" onKeyDown={(e) => e.key === 'Escape' && setPop(false)}>
      <button type="button" className="fee-line" aria-expanded={pop} aria-controls={popId} onClick={() => setPop(!pop)}>
        {t('fee.line', { maker: ratePercent(info.makerRate), taker: ratePercent(info.takerRate) })}
      </button>
      {pop && (
        <div id={popId} className="fee-popover" role="dialog" aria-label={t('fee.popoverTitle')}>
          <dl>
            <div data-fact="yours"><dt>{t('fee.yourRates', { level: info.level })}</dt>
              <dd>{ratePercent(info.makerRate)} / {ratePercent(info.takerRate)}</dd></div>
            <div data-fact="standard"><dt>{t('fee.standardRates')}</dt>
              <dd>{ratePercent(info.makerRate1)} / {ratePercent(info.takerRate1)}</dd></div>
            <div data-fact="discount"><dt>{t('fee.discountRates', { coin: info.coinType })}</dt>
              <dd>{ratePercent(info.discountMakerRate)} / {ratePercent(info.discountTakerRate)}</dd></div>
            <div data-fact="deduction" data-value={info.decuction}><dt>{t('fee.deduction')}</dt>
              <dd>{t(info.decuction === 1 ? 'fee.on' : 'fee.off')}</dd></div>
          </dl>
          <p className="fee-discount-tip">{t('fee.discountTip', { coin: info.coinType, percent: String(FEE_DISCOUNT_PERCENT) })}</p>
          <div className="fee-popover-actions">
            <button type="button" onClick={() => { setPop(false); setDialog(true); }}>{t('fee.settings')}</button>
            <a href={`/fee/${i18n.language}`}>{t('fee.schedule')}</a>
          </div>
        </div>
      )}
      <FeeDialog open={dialog} onClose={() => setDialog(false)} info={info} pairClass={extra.pairClass} voucher={extra.voucher}
        onDeduction={(d) => setInfo({ ...info, decuction: d })} />
    </div>
  );
}
