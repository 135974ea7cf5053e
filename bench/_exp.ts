import { Engine } from '../server/engine/engine';
import { COIN, COINS, PAIRS, USD } from '../server/engine/test-fixtures';
import type { PlaceOrder } from '../server/engine/types';
const engine = new Engine({ pairs: PAIRS, coins: COINS, now: () => 1, emit: () => {} });
for (let u = 1; u <= 200; u++) { engine.fund(u, 'USDT', 2_000_000 * USD); engine.fund(u, 'BTC', 20 * COIN); }
const cmd: PlaceOrder = { userId: 1, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'buy', type: 'limit', planType: 0, price: 6_000_000, size: 10, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'b' };
const N = 2000;
const ids = new Array<number>(N);
for (let round = 0; round < 400; round++) {
  const t0 = (process.cpuUsage().user / 1000);
  for (let i = 0; i < N; i++) {
    cmd.userId = 1 + (i % 200); cmd.side = i & 1 ? 'buy' : 'sell'; cmd.price = i & 1 ? 5_999_000 - (i % 40) : 6_001_000 + (i % 40); cmd.size = 10 + (i % 900);
    const r = engine.place(cmd); ids[i] = r.ok ? r.value.orderId : -1;
  }
  const t1 = (process.cpuUsage().user / 1000);
  for (let i = 0; i < N; i++) engine.cancel(1 + (i % 200), ids[i]);
  const t2 = (process.cpuUsage().user / 1000);
  if (round % 100 === 99) console.log('place ns', ((t1 - t0) / N * 1e6).toFixed(0), 'cancel ns', ((t2 - t1) / N * 1e6).toFixed(0));
}
