/**
 * Everything of the order panel that loads on demand (on-demand.ts), as ONE chunk: split per
 * part, Rolldown cuts the code the parts share with the page into a chunk per set of importers,
 * which costs more than the parts weigh (as the order form's on-demand-parts.ts found).
 */
export { CancelAllDialog } from './CancelAllDialog';
export { EditOrderModal } from './edit/EditOrderModal';
export { MarginFunds } from './MarginFunds';
export { OrderHistory } from './OrderHistory';
export { Positions } from './Positions';
export { SpotFunds } from './SpotFunds';
export { TradeHistory } from './TradeHistory';
