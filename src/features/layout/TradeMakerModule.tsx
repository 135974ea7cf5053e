/**
 * The trade maker module's content: the order form, told by the mobile drawer which side to show
 * (its Buy {coin} / Sell {coin} buttons) and telling it of each order placed (the drawer then
 * closes). Outside mobile mode the drawer asks nothing and the form is as it always was.
 * Mobile mode applies to both layouts (spec 001: below 960 px the page is in mobile mode).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { OrderForm, type OrderFormProps } from '../order-form/OrderForm';
import { drawerSide, placedOrders, useMobile } from './use-mobile';

const countPlaced = () => {
  placedOrders.value += 1;
};

export function TradeMakerModule(props: OrderFormProps) {
  useSignals();
  // in the drawer the basic layout's two forms are one with a buy/sell switch, as in pro: a
  // phone's width has no room for both side by side
  return <OrderForm {...props} oneSide={useMobile()} side={drawerSide.value} onPlaced={countPlaced} />;
}
