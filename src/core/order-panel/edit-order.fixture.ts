import type { EditedOrder } from './edit-order';

// the pair and the fee rates are the order form's: the edit modal runs the same rules
export { PAIR, RATES } from '../order-form/order-form.fixture';

const order = (over: Partial<EditedOrder>): EditedOrder => ({
  orderId: 3, side: 'buy', type: 'limit', tradeType: 'spot_market', price: '58000.00', triggerPrice: '0',
  size: '0.010000', filledSize: '0.000000', notional: '0.000000', ...over,
});

/** Open orders as the open-orders call answers them. */
export const ORDERS = {
  limitBuy: order({}),
  limitSellPartly: order({ orderId: 4, side: 'sell', price: '61000.00', size: '0.020000', filledSize: '0.005000' }),
  triggerBuyLimit: order({ orderId: 5, tradeType: 'spot_trigger', price: '61500.00', triggerPrice: '61000.00' }),
  triggerBuyMarket: order({ orderId: 6, tradeType: 'spot_trigger', type: 'market', price: '0', triggerPrice: '61000.00', size: '0.000000', notional: '100.000000' }),
  stopSellMarket: order({ orderId: 7, side: 'sell', tradeType: 'spot_stop', type: 'market', price: '0', triggerPrice: '55000.00', size: '0.002000' }),
  stopBuyMarket: order({ orderId: 8, tradeType: 'spot_stop', type: 'market', price: '0', triggerPrice: '62000.00', size: '0.000000', notional: '100.000000' }),
} as const;
