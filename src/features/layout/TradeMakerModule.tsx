/**
 * The trade maker module's content: the order form, told by the mobile drawer which side to show
 * (its Buy {coin} / Sell {coin} buttons) and telling it of each order placed (the drawer then
 * closes). Outside mobile mode the drawer asks nothing and the form is as it always was.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { OrderForm, type OrderFormProps } from '../order-form/OrderForm';
import { drawerSide, placedOrders } from './use-mobile';

const countPlaced = () => {
  placedOrders.value += 1;
};

export function TradeMakerModule(props: OrderFormProps) {
  useSignals();
  return <OrderForm {...props} side={drawerSide.value} onPlaced={countPlaced} />;
}
