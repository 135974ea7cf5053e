import { Engine } from '../server/engine/engine';
import { COIN, COINS, PAIRS, USD } from '../server/engine/test-fixtures';
import type { PlaceOrder } from '../server/engine/types';
const engine = new Engine({ pairs: PAIRS, coins: COINS, now: () => 1, emit: () => {} });
for (let u = 1; u <= 200; u++) { engine.fund(u, 'USDT', 2_000_000 * USD); engine.fund(u, 'BTC', 20 * COIN); }
const cmd: PlaceOrder = { userId: 1, mode: 'spot', subMode: 'normal', symbol: 'BTC_USDT', side: 'buy', type: 'limit', planType: 0, price: 6_000_000, size: 10, notional: 0, triggerPrice: 0, tradeSide: 0, reqNo: 'b' };
const cpu = () => process.cpuUsage().user / 1000;
// resting book: 20 orders per level, 40 levels a side, each 100 lots
function fill() { for (let l = 1; l <= 40; l++) for (let k = 0; k < 20; k++) for (const side of ['buy', 'sell'] as const) {
  cmd.userId = 1 + ((l * 20 + k) % 200); cmd.side = side; cmd.type = 'limit'; cmd.price = side === 'buy' ? 6_000_000 - l : 6_000_000 + l; cmd.size = 100; engine.place(cmd); } }
for (let round = 0; round < 300; round++) {
  fill();
  const t0 = cpu();
  let n = 0;
  for (let i = 0; i < 500; i++) { cmd.userId = 1 + (i * 7 % 200); cmd.side = i & 1 ? 'buy' : 'sell'; cmd.type = 'ioc'; cmd.price = i & 1 ? 6_000_040 : 5_999_960; cmd.size = 300; engine.place(cmd); n++; }
  const t1 = cpu();
  if (round % 50 === 49) console.log('cross(3 fills) ns', ((t1 - t0) / n * 1e6).toFixed(0));
  engine.cancelAll({ userId: 0, mode: 'spot' });
  for (let u = 1; u <= 200; u++) engine.cancelAll({ userId: u, mode: 'spot' });
}
