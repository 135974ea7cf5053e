import { createNodeWebSocket } from '@hono/node-ws';
import type { Hono } from 'hono';
import type { WebSocket } from 'ws';
import { MAX_CLIENT_FRAME, WS_PATHS } from '../../src/protocol/channels';
import { WsSession, type Realtime, type SocketLike } from './ws-session';

export type { Realtime } from './ws-session';

/** What index.ts (or a test) calls on its HTTP server so upgrades reach the endpoints. */
export interface WebSockets {
  injectWebSocket: ReturnType<typeof createNodeWebSocket>['injectWebSocket'];
  /** Open sockets, for the stats log. */
  clients(): number;
  /** Closes every socket (1001 going away) so the HTTP server can close. */
  closeAll(): void;
}

/**
 * Mounts the two websocket endpoints on `app` (docs/protocol.md):
 * - GET /ws/market: public channels (depth, trade, kline, tickers, market_change);
 * - GET /ws/user: the notify channel, opened with a token from GET /gw-api/user/ws-token.
 *
 * Uses @hono/node-ws, so the returned injectWebSocket must be given the node server. Client
 * frames above MAX_CLIENT_FRAME bytes close the socket (1009, done by `ws` itself).
 */
export function mountWebSockets(app: Hono<any>, rt: Realtime): WebSockets { // eslint-disable-line @typescript-eslint/no-explicit-any -- any env: mounted on the gateway app
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // the server's own limit; clients send small JSON / msgpack control frames only
  (wss.options as { maxPayload?: number }).maxPayload = MAX_CLIENT_FRAME;

  for (const kind of ['market', 'user'] as const) {
    app.get(
      WS_PATHS[kind],
      upgradeWebSocket(() => {
        let session: WsSession | undefined;
        return {
          onOpen(_event, ws) {
            session = new WsSession(kind, socketOf(ws.raw as WebSocket), rt);
          },
          onMessage(event, _ws) {
            session?.onMessage(event.data as string | ArrayBuffer);
          },
          onClose() {
            session?.onClose();
            session = undefined;
          },
          onError() {
            // `ws` closes the socket after an error (e.g. a frame over the limit); onClose cleans up
          },
        };
      }, { onError: reportHandlerError }),
    );
  }
  return {
    injectWebSocket,
    clients: () => wss.clients.size,
    closeAll: () => {
      for (const client of wss.clients) client.close(1001, 'server shutting down');
    },
  };
}

/**
 * The session's view of a `ws` socket. cork/uncork reach the TCP socket under it (`_socket`,
 * stable in ws 8) so the frames of one publish tick go out in one write instead of one each.
 */
function socketOf(ws: WebSocket): SocketLike {
  const tcp = (ws as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
  return {
    get readyState() {
      return ws.readyState;
    },
    get bufferedAmount() {
      return ws.bufferedAmount;
    },
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    cork: tcp === undefined ? undefined : () => tcp.cork(),
    uncork: tcp === undefined ? undefined : () => tcp.uncork(),
  };
}

/**
 * Errors thrown by our handlers are logged. @hono/node-ws builds an `ErrorEvent` for socket
 * errors, which Node 20 lacks: that ReferenceError is expected noise and is dropped.
 */
function reportHandlerError(err: unknown): void {
  if (err instanceof ReferenceError && err.message.includes('ErrorEvent')) return;
  console.error('websocket handler error', err);
}
