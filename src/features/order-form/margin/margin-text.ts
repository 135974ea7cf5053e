/**
 * Texts of refused loans and transfers, in the 'margin' namespace: the rules' messages
 * (loan.ts validateLoan, margin-rules.ts validateTransfer) and the gateway's codes of these
 * calls (docs/api-trading.md: 30010–30016), which belong on the amount field.
 */
import type { useTranslation } from '../../../i18n/use-translation';
import type { LoanError } from '../../../core/order-form/loan';
import type { TransferError } from './margin-rules';

/** The t of useTranslation('margin'), whose keys are checked against locales/en/margin.json. */
export type MarginT = ReturnType<typeof useTranslation<'margin'>>['t'];

type LoanKey = 'nullAmount' | 'belowMin' | 'borrowTooHigh' | 'borrowNoCollateral' | 'repayTooHigh' | 'repayOverAvailable';

/** validateLoan's message (its keys are 'loan.*'; they live in this folder's namespace). */
export function loanMessage(t: MarginT, e: LoanError): string {
  return t(`loan.${e.messageKey.replace(/^loan\./, '') as LoanKey}`, { min: e.params.min ?? '', unit: e.params.unit ?? '' });
}

export function transferMessage(t: MarginT, e: TransferError): string {
  return t(e.messageKey, { coin: e.params.coin ?? '' });
}

/** Gateway codes of borrow, repay and transfer that name what is wrong with the amount. */
export const FIELD_CODES = [30010, 30011, 30012, 30013, 30014, 30015, 30016] as const;
type FieldCode = (typeof FIELD_CODES)[number];

/** The amount field's text for a refused call, or null when the code does not belong there. */
export function fieldCodeMessage(t: MarginT, code: number): string | null {
  return (FIELD_CODES as readonly number[]).includes(code) ? t(`error.e_${code as FieldCode}`) : null;
}

/** Any other refusal, as a toast: translated by code where this namespace knows it. */
export function otherCodeMessage(t: MarginT, code: number): string {
  if (code === -6) return t('error.loggedOut');
  if (code === 30032) return t('error.e_30032');
  return t('error.generic', { code: String(code) });
}
