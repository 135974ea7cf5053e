/**
 * Test fixture of the realtime gateway: the real Engine, an in-memory store, the market-data
 * publisher wired as index.ts wires it (emit feeds it, commit releases notifications), served
 * on a loopback port with the websocket endpoints, plus a `ws` client that decodes frames with
 * the protocol's reused decoder. The publisher's timer is not started: tests call tick().
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import WebSocket from 'ws';
import { FrameDecoder } from '../../src/protocol/codec';
import type { ServerMessage } from '../../src/protocol/messages';
import { createApp } from '../app';
import type { GatewayDeps } from '../deps';
import { Engine } from '../engine/engine';
import { T0, type Gateway } from '../gateway.fixture';
import { MarketPublisher } from '../market/publisher';
import { nodeDeflate as deflate } from '../market/publisher-deflate';
import { engineCoins, enginePairs } from '../market/refdata';
import { createMarketWatch } from '../market/watch';
import { openStore } from '../store/sqlite';
import { mountWebSockets, type WebSockets } from './ws';
import { WsTokens } from './ws-token';
import { createEventPipeline } from '../event-pipeline';

export interface RealtimeGateway extends Gateway {
  publisher: MarketPublisher;
  tokens: WsTokens;
  sockets: WebSockets;
  url: string;
  close(): Promise<void>;
}

/** Starts the fixture on 127.0.0.1 at a free port. */
export async function startRealtimeGateway(): Promise<RealtimeGateway> {
  const clock = { now: T0 };
  const commits = { count: 0 };
  const now = () => clock.now;
  const store = openStore(':memory:', { now });
  const movers: { sink?: MarketPublisher } = {};
  const market = createMarketWatch({ onRecord: (r) => movers.sink?.moverRecord(r) });
  const pipeline = createEventPipeline(store, market);
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now, emit: pipeline.emit });
  const publisher = new MarketPublisher({ engine, market, now, deflate });
  pipeline.listen(publisher);
  movers.sink = publisher;
  const tokens = new WsTokens(now, (n) => new Uint8Array(randomBytes(n)));
  const deps: GatewayDeps = {
    engine,
    store,
    now,
    randomBytes: (n) => new Uint8Array(randomBytes(n)),
    commit: () => {
      pipeline.commit();
      commits.count++;
    },
    market,
  };
  const realtime = { publisher, tokens, now, deflate };
  const app = createApp(deps, realtime);
  const sockets = mountWebSockets(app, realtime);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  sockets.injectWebSocket(server);
  const { port } = server.address() as AddressInfo;
  return {
    app,
    deps,
    engine,
    store,
    clock,
    commits,
    publisher,
    tokens,
    sockets,
    url: `ws://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.closeAll();
        server.close(() => {
          store.close();
          resolve();
        });
      }),
  };
}

/** A websocket client that keeps every decoded message and text frame in arrival order. */
export class TestClient {
  readonly messages: ServerMessage[] = [];
  readonly texts: string[] = [];
  private readonly decoder = new FrameDecoder();
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) this.messages.push(this.decoder.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength)) as ServerMessage);
      else this.texts.push(data.toString('utf8'));
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static async connect(url: string): Promise<TestClient> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new TestClient(ws);
  }

  send(data: unknown): void {
    this.ws.send(typeof data === 'string' || data instanceof Uint8Array ? data : JSON.stringify(data));
  }

  /** Resolves once `ready()` is true (checked on every frame), or fails after `ms`. */
  async until(ready: () => boolean, ms = 3000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.messages.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Waits for the `n`-th message (counting from 1) matching `pred` and returns it. */
  async next<T extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, n = 1): Promise<T> {
    await this.until(() => this.messages.filter(pred).length >= n);
    return this.messages.filter(pred)[n - 1] as T;
  }

  /** A round trip through the server: every frame sent before it has been answered after it. */
  async sync(): Promise<void> {
    const before = this.texts.length;
    this.ws.send('ping');
    await this.until(() => this.texts.length > before);
  }

  close(): void {
    this.ws.close();
  }
}
