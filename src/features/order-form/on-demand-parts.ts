/**
 * Everything of the order form that loads on demand (on-demand.ts), as ONE chunk: split per
 * dialog, Rolldown cut the code each shares with the page into a chunk per set of importers,
 * and those cuts cost more gzip than the dialogs weigh (docs/perf.md "Load budget").
 */
export { ConfirmDialog } from './ConfirmDialog';
export { FeeDialog } from './fees/FeeDialog';
export { LoanDialog } from './margin/LoanDialog';
export { checkMarginAllowed } from './margin/margin-check';
export { showMarginRefusal } from './margin/refusal-host';
export { TransferDialog } from './margin/TransferDialog';
export { RefusalDialog } from './RefusalDialog';
export { RiskReminder } from './RiskReminder';
export { runSubmit } from './submit-flow';
