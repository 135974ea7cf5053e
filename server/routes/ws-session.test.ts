import { describe, expect, it } from 'vitest';
import { decodeFrameOnce } from '../../src/protocol/codec';
import type { ErrorMessage } from '../../src/protocol/messages';
import { publisherHarness } from '../market/publisher.fixture';
import { CLOSE_SLOW_CONSUMER, WsSession, type SocketLike } from './ws-session';
import { WsTokens } from './ws-token';

class FakeSocket implements SocketLike {
  readyState = 1;
  bufferedAmount = 0;
  sent: Array<string | Uint8Array> = [];
  closedWith: number | undefined;
  send(data: string | Uint8Array): void {
    this.sent.push(data);
  }
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 2;
  }
}

function session() {
  const h = publisherHarness();
  const socket = new FakeSocket();
  const s = new WsSession('market', socket, { publisher: h.publisher, tokens: new WsTokens(() => h.clock.now, () => new Uint8Array(16)), now: () => h.clock.now });
  return { h, socket, s };
}

describe('websocket session', () => {
  it('should close a socket whose send buffer is hopelessly behind, and send it nothing more', () => {
    const { h, socket, s } = session();
    s.onMessage(JSON.stringify({ op: 'SUBSCRIBE', args: [['tickers']] }));
    expect(socket.sent).toHaveLength(2);
    socket.bufferedAmount = 5 * 1024 * 1024;
    h.publisher.manualTickers(s);
    expect(socket.closedWith).toBe(CLOSE_SLOW_CONSUMER);
    expect(socket.sent).toHaveLength(2);
    s.onClose();
    expect(h.publisher.streamCount()).toBe(0);
  });

  it('should refuse subscriptions beyond 64 a socket, all or nothing', () => {
    const { h, socket, s } = session();
    const trades = (from: number, n: number) => ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'TRX', 'ADA', 'LTC'].slice(from, from + n).map((b) => ['trade', { symbol: `${b}_USDT` }]);
    const klines = ['1', '3', '5', '15', '30', '60', '120', '240'].flatMap((interval) => ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'TRX', 'ADA'].map((b) => ['kline', { symbol: `${b}_USDT`, interval }]));
    s.onMessage(JSON.stringify({ op: 'SUBSCRIBE', args: klines.slice(0, 20) }));
    s.onMessage(JSON.stringify({ op: 'SUBSCRIBE', args: klines.slice(20, 40) }));
    s.onMessage(JSON.stringify({ op: 'SUBSCRIBE', args: klines.slice(40, 56) }));
    expect(h.publisher.subscriptionCount(s)).toBe(56);
    socket.sent.length = 0;
    s.onMessage(JSON.stringify({ op: 'SUBSCRIBE', args: trades(0, 8).concat([['tickers']]) }));
    expect(socket.sent).toHaveLength(1);
    expect(decodeFrameOnce(socket.sent[0] as Uint8Array)).toMatchObject<Partial<ErrorMessage>>({ ch: 'error', code: -8104 });
    expect(h.publisher.subscriptionCount(s)).toBe(56);
  });
});
