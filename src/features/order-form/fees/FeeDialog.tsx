import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DEFAULT_FEE_RATES, FEE_DISCOUNT_PERCENT, FEE_SWITCH_TIP_MS, type FeeClass } from '../../../core/order-form/constants';
import { Dialog } from '../../../ui/Dialog';
import { showToast } from '../../../ui/toast';
import { otherCodeMessage } from '../margin/margin-text';
import { setDeduction, type FeeInfoAnswer } from './fee-api';
import { deductionRefused, ratePercent } from './fee-rules';

export interface FeeDialogProps {
  open: boolean;
  onClose(): void;
  info: FeeInfoAnswer;
  /** The pair's fee class (feeRateName), marked in the table. */
  pairClass: string | null;
  /** Fee vouchers of the quote coin, when known. */
  voucher: { amount: string; coin: string } | null;
  /** Called with the saved switch (0 or 1) so the popover shows it. */
  onDeduction(decuction: number): void;
}

/**
 * The fee dialog: the fee-deduction switch (pay fees in the deduction coin at a discount),
 * refused for pro and special-rate users with a tip shown for 5 s (spec 4 and 9), the standard
 * rates by fee class with the pair's class marked, and the voucher balance.
 */
export function FeeDialog({ open, onClose, info, pairClass, voucher, onDeduction }: FeeDialogProps) {
  const { t, i18n } = useTranslation('margin');
  const labelId = useId();
  const [tip, setTip] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function showTip() {
    clearTimeout(timer.current);
    setTip(true);
    timer.current = setTimeout(() => setTip(false), FEE_SWITCH_TIP_MS);
  }

  async function toggle() {
    const on = info.decuction !== 1;
    // refused here without a call; the gateway's 30040 below covers a stale rate type
    if (on && deductionRefused(info.userRateType)) return showTip();
    setBusy(true);
    const a = await setDeduction(on);
    setBusy(false);
    if (a.success && a.data !== null) {
      onDeduction(a.data.decuction);
      showToast(t(a.data.decuction === 1 ? 'fee.deductionOn' : 'fee.deductionOff'), 'success');
    } else if (a.code === 30040) showTip();
    else showToast(otherCodeMessage(t, a.code), 'error');
  }

  return (
    <Dialog title={t('fee.dialogTitle')} open={open} onClose={onClose} className="fee-dialog">
      <div className="fee-switch-row">
        <span id={labelId}>{t('fee.deductionLabel', { coin: info.coinType, percent: String(FEE_DISCOUNT_PERCENT) })}</span>
        <button type="button" role="switch" aria-checked={info.decuction === 1} aria-labelledby={labelId}
          className="fee-switch" disabled={busy} onClick={() => void toggle()} />
      </div>
      {tip && <p className="fee-tip" role="status" data-testid="fee-tip">{t('fee.proTip')}</p>}
      <table className="fee-classes">
        <caption>{t('fee.classTitle')}</caption>
        <thead><tr><th scope="col">{t('fee.class')}</th><th scope="col">{t('fee.maker')}</th><th scope="col">{t('fee.taker')}</th></tr></thead>
        <tbody>
          {(Object.keys(DEFAULT_FEE_RATES) as FeeClass[]).map((c) => (
            <tr key={c} aria-current={c === pairClass ? 'true' : undefined} data-class={c}>
              <th scope="row">{c}</th><td>{ratePercent(DEFAULT_FEE_RATES[c].maker)}</td><td>{ratePercent(DEFAULT_FEE_RATES[c].taker)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {voucher !== null && (
        <p className="fee-voucher">
          {t('fee.vouchers', { amount: voucher.amount, coin: voucher.coin })}{' '}
          <a href={`/voucher-center/${i18n.language}`}>{t('fee.voucherCenter')}</a>
        </p>
      )}
    </Dialog>
  );
}
