import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatLoanMax, repayMax, validateLoan, type LoanTab } from '../../../core/order-form/loan';
import { refreshOrdersAndWallet, walletTick } from '../../../state/account';
import { Dialog } from '../../../ui/Dialog';
import { showToast } from '../../../ui/toast';
import { checkMarginAllowed } from './margin-check';
import { coinOf, marginSymbol, sendLoan, type CoinSide, type MarginSymbol } from './margin-api';
import { maxAt } from './margin-rules';
import { fieldCodeMessage, loanMessage, otherCodeMessage } from './margin-text';
import { AmountField } from './AmountField';
import { Facts } from './Facts';
import { showMarginRefusal } from './refusal-host';
import { useLoanInfo } from './use-loan-info';

export interface LoanDialogProps {
  open: boolean;
  onClose(): void;
  symbol: string;
}

/**
 * The borrow/repay dialog of the pair's isolated account (spec 2 and 5): tabs Borrow and Repay,
 * the base or quote coin, the limits (borrow max to 8 decimals, debt, available, minimum) from
 * the debounced loan info, validateLoan's message on the amount field, then the signed call.
 * A borrow passes the margin check first (the gateway refuses it without KYC too).
 */
export function LoanDialog({ open, onClose, symbol }: LoanDialogProps) {
  useSignals();
  const { t } = useTranslation('margin');
  const [ms, setMs] = useState<MarginSymbol | null>(null);
  const [tab, setTab] = useState<LoanTab>('borrow');
  const [side, setSide] = useState<CoinSide>('quote');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void marginSymbol(symbol).then((m) => live && setMs(m));
    return () => void (live = false);
  }, [open, symbol]);

  const coin = ms !== null && ms.symbol === symbol ? coinOf(ms, side) : null;
  const info = useLoanInfo(open, tab, symbol, coin, walletTick.value);
  const min = coin === null ? '' : tab === 'borrow' ? coin.borrowMin : coin.repayMin;
  const reset = (next: () => void) => { next(); setAmount(''); setError(null); };
  // every opening starts on the borrow tab
  const close = () => reset(() => { setTab('borrow'); onClose(); });

  async function submit() {
    if (coin === null || info === null || sending) return;
    const refused = validateLoan(tab, amount, coin.decimals, info, min, coin.coinName);
    if (refused !== null) return setError(loanMessage(t, refused));
    setSending(true);
    try {
      if (tab === 'borrow' && (await checkMarginAllowed(symbol)) !== 'ok') return;
      const a = await sendLoan(tab, symbol, coin, amount);
      if (a.success) {
        refreshOrdersAndWallet();
        showToast(t(tab === 'borrow' ? 'loan.borrowSuccess' : 'loan.repaySuccess'), 'success');
        close();
      } else if (a.code === 30032) {
        showMarginRefusal('kyc', symbol);
      } else {
        const onField = fieldCodeMessage(t, a.code);
        if (onField !== null) setError(onField);
        else showToast(otherCodeMessage(t, a.code), 'error');
      }
    } finally {
      setSending(false);
    }
  }

  const unit = coin?.coinName ?? '';
  const facts: [string, string, string][] = coin === null ? [] : tab === 'borrow'
    ? [['available', t('loan.available'), info?.balanceAvail ?? '--'], ['loanMax', t('loan.maxBorrow'), info === null ? '--' : formatLoanMax(info.loanMax)],
      ['interestRate', t('loan.hourlyRate'), info?.interestRate ?? coin.interestRate], ['min', t('loan.minBorrow'), min]]
    : [['debt', t('loan.debt'), info?.debtAll ?? '--'], ['interest', t('loan.interest'), info?.interest ?? '--'],
      ['available', t('loan.available'), info?.balanceAvail ?? '--'], ['repayMax', t('loan.maxRepay'), info === null ? '--' : repayMax(info, coin.decimals)], ['min', t('loan.minRepay'), min]];

  return (
    <Dialog title={t('loan.title', { pair: symbol.replace('_', '/') })} open={open} onClose={close} className="margin-dialog"
      actions={<button type="button" className="primary" disabled={coin === null || info === null || sending} onClick={() => void submit()}>
        {t(tab === 'borrow' ? 'loan.confirmBorrow' : 'loan.confirmRepay')}</button>}>
      <div role="tablist" className="margin-tabs">
        {(['borrow', 'repay'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => reset(() => setTab(k))}>{t(`loan.${k}`)}</button>
        ))}
      </div>
      <div role="tabpanel" className="margin-panel" data-tab={tab} data-loaded={info !== null}>
        <label className="margin-field">{t('field.coin')}
          <select value={side} onChange={(e) => reset(() => setSide(e.target.value as CoinSide))}>
            {ms !== null && (['base', 'quote'] as const).map((s) => <option key={s} value={s}>{coinOf(ms, s).coinName}</option>)}
          </select>
        </label>
        <Facts facts={facts} unit={unit} />
        <AmountField label={t('field.amount')} value={amount} decimals={coin?.decimals ?? 8} unit={unit} error={error}
          onChange={(v) => { setAmount(v); setError(null); }}
          onMax={() => info !== null && coin !== null && setAmount(tab === 'borrow' ? maxAt(info.loanMax, coin.decimals) : repayMax(info, coin.decimals))} />
      </div>
    </Dialog>
  );
}
