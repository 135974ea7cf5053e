/**
 * What of the order form only a click or a submit needs (its dialogs, the submit's own code):
 * out of the trade page's initial chunk (issue 19, docs/perf.md "Load budget"), fetched in idle
 * time after the book paints (ORDER_FORM_PREFETCH, src/app/App.tsx) so that no click waits on
 * the network.
 */
import { lazyPart } from '../../ui/lazy-part';
import type { ConfirmDialog as ConfirmDialogType } from './ConfirmDialog';
import type { FeeDialogProps } from './fees/FeeDialog';
import type { LoanDialogProps } from './margin/LoanDialog';
import type { TransferDialogProps } from './margin/TransferDialog';
import type { RefusalDialogProps } from './RefusalDialog';
import type { RiskReminder as RiskReminderType } from './RiskReminder';

/**
 * The chunk of all of them (on-demand-parts.ts says why one), for plain code too: the submit
 * (runSubmit), margin's country and KYC check, and its refusal dialog, which has its own root.
 */
export const loadOnDemand = () => import('./on-demand-parts');
const parts = loadOnDemand;

const confirm = lazyPart<Parameters<typeof ConfirmDialogType>[0]>(
  () => parts().then((m) => m.ConfirmDialog), (p) => p.pending !== null);
const refusal = lazyPart<RefusalDialogProps>(() => parts().then((m) => m.RefusalDialog), (p) => p.refusal !== null);
const reminder = lazyPart<Parameters<typeof RiskReminderType>[0]>(() => parts().then((m) => m.RiskReminder), (p) => p.open);
const fee = lazyPart<FeeDialogProps>(() => parts().then((m) => m.FeeDialog), (p) => p.open);
const loan = lazyPart<LoanDialogProps>(() => parts().then((m) => m.LoanDialog), (p) => p.open);
const transfer = lazyPart<TransferDialogProps>(() => parts().then((m) => m.TransferDialog), (p) => p.open);

export const ConfirmDialog = confirm.Part;
export const RefusalDialog = refusal.Part;
export const RiskReminder = reminder.Part;
export const FeeDialog = fee.Part;
export const LoanDialog = loan.Part;
export const TransferDialog = transfer.Part;

/**
 * Fetches the chunk and hands each dialog its component, so that each then renders in the
 * click's own frame (lazy-part.ts); only the first call goes to the network.
 */
export const ORDER_FORM_PREFETCH: ReadonlyArray<() => Promise<unknown>> = [
  () => Promise.all([confirm, refusal, reminder, fee, loan, transfer].map((p) => p.prefetch())),
];
