import { describe, expect, it } from 'vitest';
import { averagePrice, isPlanOrder, orderTypeKey, roleKey, sideKey, statusKey } from './status';
import type { TradeType } from './types';

describe('statusKey', () => {
  it.each([
    ['SUCCESS', null],
    ['PARTIAL_COMPLETE', 'status.partial_complete'],
    ['COMPLETE', 'status.complete'],
    ['CANCELLED', 'status.cancelled'],
    ['SYSTEM_CANCELED', 'status.system_canceled'],
    ['PARTIALLY_SYSTEM_CANCELED', 'status.partially_system_canceled'],
    ['PARTIAL_COMPLETE_AND_CANCELLED', 'status.partial_complete_and_cancelled'],
    ['STP_CANCELED', 'status.stp_canceled'],
    ['PARTIALLY_STP_CANCELED', 'status.partially_stp_canceled'],
    ['FREEZE_FAIL', 'status.freeze_fail'],
    ['FREEZE_SUCCESS', 'status.freeze_success'],
    ['CANCELLING', 'status.cancelling'],
    ['WHATEVER', null],
    ['toString', null],
  ])('should label a plain order in state %s as %s', (state, want) => {
    expect(statusKey({ state, tradeType: 'spot_market' })).toBe(want);
  });

  it.each([
    ['spot_trigger', 'SUCCESS', 'status.untriggered'],
    ['spot_trigger', 'COMPLETE', 'status.trigger_triggered'],
    ['spot_trigger', 'CANCELLED', 'status.trigger_cancelled'],
    ['spot_trigger', 'SYSTEM_CANCELED', 'status.trigger_system_canceled'],
    ['spot_trigger', 'PARTIAL_COMPLETE', null],
    ['spot_trigger', 'STP_CANCELED', null],
    ['spot_stop', 'SUCCESS', 'status.untriggered'],
    ['spot_stop', 'COMPLETE', 'status.trigger_triggered'],
    ['spot_stop', 'CANCELLED', 'status.trigger_cancelled'],
    ['spot_stop', 'SYSTEM_CANCELED', 'status.trigger_system_canceled'],
    ['spot_stop', 'PARTIAL_COMPLETE_AND_CANCELLED', null],
  ] as [TradeType, string, string | null][])('should label a %s plan order in state %s as %s', (tradeType, state, want) => {
    expect(statusKey({ state, tradeType })).toBe(want);
  });

  it.each([['spot_market', false], ['spot_trigger', true], ['spot_stop', true]] as [TradeType, boolean][])(
    'should tell %s plan-ness: %s',
    (tradeType, want) => expect(isPlanOrder(tradeType)).toBe(want),
  );
});

describe('averagePrice', () => {
  it.each([
    ['COMPLETE', '59000.00', '59000.00'],
    ['PARTIAL_COMPLETE', '60000.10', '60000.10'],
    ['PARTIAL_COMPLETE_AND_CANCELLED', '0.000123', '0.000123'],
    ['SUCCESS', '59000.00', '--'],
    ['CANCELLED', '59000.00', '--'],
    ['SYSTEM_CANCELED', '59000.00', '--'],
    ['PARTIALLY_SYSTEM_CANCELED', '59000.00', '--'],
    ['PARTIALLY_STP_CANCELED', '59000.00', '--'],
    ['STP_CANCELED', '59000.00', '--'],
    ['COMPLETE', '0', '--'],
    ['COMPLETE', '0.00', '--'],
    ['COMPLETE', '', '--'],
    ['COMPLETE', 'abc', '--'],
    ['COMPLETE', ' 61.5 ', '61.5'],
  ])('should show state %s with priceAvg %j as %j', (state, priceAvg, want) => {
    expect(averagePrice({ state, priceAvg })).toBe(want);
  });
});

describe('orderTypeKey', () => {
  it.each([
    ['market', 'spot_market', 'orderType.market'],
    ['limit', 'spot_market', 'orderType.limit'],
    ['limit_maker', 'spot_market', 'orderType.postOnly'],
    ['ioc', 'spot_market', 'orderType.ioc'],
    ['limit', 'spot_trigger', 'orderType.triggerLimit'],
    ['market', 'spot_trigger', 'orderType.triggerMarket'],
    ['limit', 'spot_stop', 'orderType.stopLimit'],
    ['market', 'spot_stop', 'orderType.stopMarket'],
  ] as const)('should label type %s of %s as %s', (type, tradeType, want) => {
    expect(orderTypeKey({ type, tradeType })).toBe(want);
  });
});

describe('roleKey / sideKey', () => {
  it.each([['taker', 'role.taker'], ['maker', 'role.maker'], ['', null], [null, null], [undefined, null]])(
    'should label role %j as %s',
    (role, want) => expect(roleKey(role)).toBe(want),
  );
  it.each([['buy', 'side.buy'], ['sell', 'side.sell']])('should label side %s as %s', (side, want) => expect(sideKey(side)).toBe(want));
});
