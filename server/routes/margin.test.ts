import { beforeEach, describe, expect, it } from 'vitest';
import { limitBody, tradingHarness, type TradingHarness } from './trading.fixture';

let nextNo = 0;
const requestNo = () => `R${String(++nextNo).padStart(15, '0')}`;

describe('margin routes', () => {
  let h: TradingHarness;
  let trader: number;
  let usdtId: number;

  const loan = (kind: 'loan' | 'repay', amount: string, no = requestNo(), userId = trader) =>
    h.post(userId, `/leverage-borrowing/leverage/borrowing/${kind}`, { requestNo: no, symbol: 'BTC_USDT', amount, coinId: usdtId, isolated: true, timestamp: h.clock.now });
  const info = (kind: 'loan' | 'repay', coinType = 'USDT') =>
    h.get(trader, `/leverage-borrowing/leverage/borrowing/${kind}/info`, { symbol: 'BTC_USDT', coinType, isolated: 'true' });
  const transfer = (amount: string, direction: 'in' | 'out', coin = 'USDT') =>
    h.post(trader, '/asset-gateway/leverage/transfer', { symbol: 'BTC_USDT', coin, amount, direction });

  beforeEach(async () => {
    h = tradingHarness();
    const maker = h.user({ BTC: '10', USDT: '1000000' });
    trader = h.user({ USDT: '10000' });
    usdtId = (await h.get(trader, '/leverage-borrowing/leverage/symbol/info', { symbol: 'BTC_USDT' })).data.marketCoinId;
    expect(usdtId).toBeGreaterThan(0);
    await h.post(maker, '/order/spot/submit', limitBody('sell', '60000', '1'));
  });

  it('should transfer in, borrow, repay and report loan info as decimal strings', async () => {
    expect(await transfer('1000', 'in')).toMatchObject({ success: true, data: { amount: '1000.000000', direction: 'in' } });
    const before = (await info('loan')).data;
    expect(before).toMatchObject({ coinName: 'USDT', balanceAvail: '1000.000000', loanDid: '0.000000', loanMax: '9000.000000', debtAll: '0.000000', cueType: 0, interestRate: '0.0000045' });

    const borrowed = await loan('loan', '2000');
    expect(borrowed).toMatchObject({ success: true, data: { coinName: 'USDT', loanDid: '2000.000000' } });
    const after = (await info('repay')).data;
    expect(after.balanceAvail).toBe('3000.000000');
    expect(after.loanDid).toBe('2000.000000');
    expect(after.interest).toBe('0.009000'); // the first hour is charged at once
    expect(after.debtAll).toBe('2000.009000');
    expect(after.repayMax).toBe('2000.009000');

    // a repay pays the interest first, then principal
    expect(await loan('repay', '500')).toMatchObject({ success: true, data: { loanDid: '1500.009000', interest: '0.000000' } });
    expect((await info('repay')).data.debtAll).toBe('1500.009000');

    const wallet = await h.get(trader, '/asset-gateway/spot/balance/trade', { symbol: 'BTC_USDT', locale: 'en', _f: 2, orderMode: 'iso_margin' });
    expect(wallet.data.walletVO1).toMatchObject({ coinType: 'USDT', availableBalance: '2500.000000' });
    const coins = (await h.get(trader, '/asset-gateway/leverage/balance/coin', { symbolId: 1001 })).data.list;
    expect(coins[1]).toMatchObject({ coinName: 'USDT', totalBalance: '2500.000000', inOrderBalance: '0.000000', borrowed: '1500.009000', interest: '0.000000' });
  });

  it('should answer a repeated requestNo with the original answer and lend once', async () => {
    await transfer('1000', 'in');
    const no = requestNo();
    const first = await loan('loan', '2000', no);
    const again = await loan('loan', '2000', no);
    expect(again).toEqual(first);
    expect((await info('loan')).data.loanDid).toBe('2000.000000');
  });

  it('should refuse loans the engine refuses, changing nothing', async () => {
    await transfer('1000', 'in');
    const before = h.state(trader, ['BTC_USDT']);
    expect((await loan('loan', '9000.000001')).code).toBe(30010); // over loanMax
    expect((await loan('loan', '1')).code).toBe(30011); // below the minimum
    expect((await loan('repay', '1')).code).toBe(30012); // no debt
    expect(await loan('loan', '-1')).toMatchObject({ status: 400, code: 30001 });
    expect(await loan('loan', '1.0000001')).toMatchObject({ status: 400, code: 30001 });
    expect(await h.post(trader, '/leverage-borrowing/leverage/borrowing/loan', { requestNo: 'short', symbol: 'BTC_USDT', amount: '100', coinId: usdtId })).toMatchObject({ status: 400 });
    const unverified = h.user({ USDT: '1000' }, { kycLevel: 0 });
    expect((await loan('loan', '100', requestNo(), unverified)).code).toBe(30032);
    const noMargin = await h.post(trader, '/leverage-borrowing/leverage/borrowing/loan', { requestNo: requestNo(), symbol: 'TRX_USDT', amount: '100', coinId: usdtId });
    expect(noMargin.code).toBe(30005);
    expect(h.state(trader, ['BTC_USDT'])).toBe(before);
  });

  it('should trade on margin with auto-borrow, then show the position, risk and a liquidation price', async () => {
    await transfer('1000', 'in');
    const order = await h.post(trader, '/order/spot/submit', limitBody('buy', '60000', '0.15', { orderModeCode: 'lever_order', subOrderModeCode: 'borrow' }));
    expect(order).toMatchObject({ success: true });
    const filled = await h.post(trader, '/entrust-gateway/client/trades', { orderMode: 'iso_margin', symbol: 'BTC_USDT' });
    expect(filled.data).toHaveLength(1);

    const risk = await h.get(trader, '/leverage-liquidation/leverage/liquidation/marginRisk', { symbolId: 1001 });
    expect(risk.data.liquidationRate).toBe('1.1000');
    const ratio = Number(risk.data.riskRate);
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.2);
    expect(risk.data.riskDesc).toBe('high');

    const rows = (await h.get(trader, '/asset-gateway/leverage/balance/position')).data.list;
    const btc = rows.find((r: { symbolName: string }) => r.symbolName === 'BTC_USDT');
    expect(btc).toMatchObject({ symbolId: 1001, baseCoinName: 'BTC', priceCoinName: 'USDT', indexPrice: '60000.00', baseCoinPosition: '0.15000000', baseCoinPositionValuation: '9000.00' });
    // at the liquidation price the risk ratio is the liquidation ratio
    const p = Number(btc.liquidationPrice);
    const assets = Number(btc.baseCoinPosition) * p + Number(btc.priceCoinPosition);
    const debt = Number((await info('repay')).data.debtAll);
    expect(assets / debt).toBeCloseTo(1.1, 3);
    expect(p).toBeLessThan(60000);
    // the other margin pairs are listed with empty positions and no liquidation price
    const eth = rows.find((r: { symbolName: string }) => r.symbolName === 'ETH_USDT');
    expect(eth).toMatchObject({ baseCoinPosition: '0.00000000', liquidationPrice: null, riskRate: '999' });
  });

  it('should refuse a transfer out that would put the account at risk', async () => {
    await transfer('1000', 'in');
    await loan('loan', '2000');
    const before = h.state(trader, ['BTC_USDT']);
    expect((await transfer('2000', 'out')).code).toBe(30016);
    expect((await transfer('5000', 'out')).code).toBe(30015);
    expect(await transfer('1', 'out', 'ETH')).toMatchObject({ status: 400, code: 30001 });
    expect(h.state(trader, ['BTC_USDT'])).toBe(before);
    // with the debt repaid, money may leave again
    await loan('repay', '2000.009');
    expect(await transfer('100', 'out')).toMatchObject({ success: true });
  });

  it('should describe margin symbols for the order form', async () => {
    const r = await h.get(trader, '/leverage-borrowing/leverage/symbol/info', { symbol: 'BTC_USDT' });
    expect(r.data).toMatchObject({ tradeMappingId: 1001, count1: 8, count2: 6, coinList: ['BTC', 'USDT'], marginRatio: 10 });
    expect(r.data.coinMap[String(r.data.marketCoinId)]).toMatchObject({ coinName: 'USDT', priceType: 1, borrowMin: '10' });
    const all = await h.get(trader, '/leverage-borrowing/leverage/symbol/info');
    expect(all.data.list.length).toBeGreaterThan(5);
    expect((await h.get(trader, '/leverage-borrowing/leverage/symbol/info', { symbol: 'TRX_USDT' })).code).toBe(30005);
  });
});
