import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { refreshOrdersAndWallet, walletTick } from '../../../state/account';
import { Dialog } from '../../../ui/Dialog';
import { showToast } from '../../../ui/toast';
import { coinOf, marginSymbol, pairWallet, sendTransfer, type CoinSide, type MarginSymbol } from './margin-api';
import { maxAt, validateTransfer } from './margin-rules';
import { fieldCodeMessage, otherCodeMessage, transferMessage } from './margin-text';
import { AmountField } from './AmountField';
import { Facts } from './Facts';

export interface TransferDialogProps {
  open: boolean;
  onClose(): void;
  symbol: string;
}

/**
 * Moves the pair's base or quote coin between the spot account and the pair's isolated margin
 * account (spec 2, isolated margin only): direction, coin, amount with Max (what the source
 * account holds available), the check on the field, then the signed transfer. A transfer out
 * that would put the account at risk comes back as 30016, shown on the field.
 */
export function TransferDialog({ open, onClose, symbol }: TransferDialogProps) {
  useSignals();
  const { t } = useTranslation('margin');
  const [ms, setMs] = useState<MarginSymbol | null>(null);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [side, setSide] = useState<CoinSide>('quote');
  const [wallet, setWallet] = useState<{ base: string; quote: string } | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const tick = walletTick.value;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setWallet(null);
    void marginSymbol(symbol).then((m) => live && setMs(m));
    void pairWallet(symbol, direction === 'in' ? 'spot' : 'margin').then((w) => live && setWallet(w));
    return () => void (live = false);
  }, [open, symbol, direction, tick]);

  const coin = ms !== null && ms.symbol === symbol ? coinOf(ms, side) : null;
  const available = wallet === null ? null : wallet[side];
  const reset = (next: () => void) => { next(); setAmount(''); setError(null); };
  // every opening starts from spot → margin, whatever the last transfer was
  const close = () => reset(() => { setDirection('in'); onClose(); });
  const spot = t('transfer.spot');
  const margin = t('transfer.margin', { pair: symbol.replace('_', '/') });

  async function submit() {
    if (coin === null || available === null || sending) return;
    const refused = validateTransfer(amount, coin.decimals, available, coin.coinName);
    if (refused !== null) return setError(transferMessage(t, refused));
    setSending(true);
    const a = await sendTransfer(symbol, coin.coinName, amount, direction);
    setSending(false);
    if (a.success) {
      refreshOrdersAndWallet();
      showToast(t('transfer.success'), 'success');
      close();
      return;
    }
    const onField = fieldCodeMessage(t, a.code);
    if (onField !== null) setError(onField);
    else showToast(otherCodeMessage(t, a.code), 'error');
  }

  return (
    <Dialog title={t('transfer.title')} open={open} onClose={close} className="margin-dialog"
      actions={<button type="button" className="primary" disabled={coin === null || available === null || sending} onClick={() => void submit()}>
        {t('transfer.confirm')}</button>}>
      <div className="margin-panel" data-direction={direction} data-loaded={available !== null}>
        <div className="margin-route">
          <Facts unit="" facts={[['from', t('transfer.from'), direction === 'in' ? spot : margin], ['to', t('transfer.to'), direction === 'in' ? margin : spot]]} />
          <button type="button" className="margin-swap" onClick={() => reset(() => setDirection(direction === 'in' ? 'out' : 'in'))}>⇅ {t('transfer.swap')}</button>
        </div>
        <label className="margin-field">{t('field.coin')}
          <select value={side} onChange={(e) => reset(() => setSide(e.target.value as CoinSide))}>
            {ms !== null && (['base', 'quote'] as const).map((s) => <option key={s} value={s}>{coinOf(ms, s).coinName}</option>)}
          </select>
        </label>
        <Facts unit={coin?.coinName ?? ''} facts={[['available', t('transfer.available'), available ?? '--']]} />
        <AmountField label={t('field.amount')} value={amount} decimals={coin?.decimals ?? 8} unit={coin?.coinName ?? ''} error={error}
          onChange={(v) => { setAmount(v); setError(null); }}
          onMax={() => available !== null && coin !== null && setAmount(maxAt(available, coin.decimals))} />
      </div>
    </Dialog>
  );
}
