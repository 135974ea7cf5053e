/**
 * The top movers' own small client of the `market_change` channel (docs/protocol.md 4.5) on
 * the page's main thread: one SocketLink (reconnect and keep-alive), one FrameDecoder, one
 * subscription. Like the chart's kline socket (features/chart/kline-socket.ts), it loads with
 * its panel's lazy chunk instead of growing the market worker: the channel is light (a record
 * now and then), and the market worker does not carry it (docs/decisions.md, issue 23).
 */
import { WS_PATHS } from '../../protocol/channels';
import { FrameDecoder } from '../../protocol/codec';
import type { MarketChangeRecord } from '../../protocol/messages';
import { browserSocket } from '../../market-feed/browser-socket';
import { SocketLink, type SocketFactory } from '../../market-feed/link';
import { trackStream } from '../../net/page-streams';
import { readMoverRecords } from './movers';

export class MoversSocket {
  private readonly link: SocketLink;
  private readonly decoder = new FrameDecoder(16 * 1024);
  private readonly untrack: () => void;
  dropped = 0;

  /** `onRecords` gets every snapshot (after each (re)subscribe) and update, valid records only. */
  constructor(private readonly onRecords: (records: MarketChangeRecord[]) => void, url = marketSocketUrl(), factory: SocketFactory = browserSocket) {
    this.link = new SocketLink(url, factory, {
      onOpen: () => this.link.send(JSON.stringify({ op: 'SUBSCRIBE', args: [['market_change']] })),
      onFrame: (data) => this.frame(data),
      onStatus: () => {},
    });
    this.link.start();
    // leaving the page stops it with the page's other streams (page-streams.ts)
    this.untrack = trackStream(() => this.stop());
  }

  private frame(data: string | ArrayBuffer): void {
    if (typeof data === 'string') return; // text is only pong
    let msg: unknown;
    try {
      msg = this.decoder.decode(data);
    } catch {
      this.dropped++;
      return;
    }
    const m = msg as { ch?: unknown; data?: unknown } | null;
    if (m?.ch !== 'market_change') return; // acks
    const records = readMoverRecords(m.data);
    if (records.length > 0) this.onRecords(records);
  }

  stop(): void {
    this.untrack();
    this.link.stop();
  }
}

function marketSocketUrl(): string {
  return `${location.origin.replace(/^http/, 'ws')}${WS_PATHS.market}`;
}
