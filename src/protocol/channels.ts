/**
 * Channel names, endpoints and the timing constants of the market-data websocket, shared by the
 * gateway (server/market/publisher*.ts, server/routes/ws.ts), the market worker and the tests.
 * docs/protocol.md is the prose version of this file and of messages.ts.
 */

/** Endpoints (same origin as the page; ws: or wss: after the page's scheme). */
export const WS_PATHS = { market: '/ws/market', user: '/ws/user' } as const;

/** Channels of the public socket (/ws/market). */
export const PUBLIC_CHANNELS = ['depth', 'trade', 'kline', 'tickers', 'market_change'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

/** Channels of the user socket (/ws/user): private order events, token-authenticated. */
export const USER_CHANNELS = ['notify'] as const;
export type UserChannel = (typeof USER_CHANNELS)[number];

export type Channel = PublicChannel | UserChannel;

/** Text frames of the keep-alive: the client sends `ping`, the server answers `pong`. */
export const PING = 'ping';
export const PONG = 'pong';
/** The client pings after this much silence (spec 001 section 9: 20 s)... */
export const PING_AFTER_SILENCE_MS = 20_000;
/** ...and reconnects this long after a close or an unanswered ping (spec 001: 5 s). */
export const RECONNECT_AFTER_MS = 5_000;

/** The publisher's tick: depth updates, trade batches and candle updates go out this often. */
export const PUBLISH_INTERVAL_MS = 50;
/** Grouped levels a side that a depth stream carries (the client's book holds exactly these). */
export const DEPTH_WINDOW = 200;
/** Raw engine levels read a side per tick to fill the window (exact groups only, see docs). */
export const DEPTH_RAW_LEVELS = 1000;
/** Recent trades sent when a trade stream is subscribed. */
export const TRADES_KEPT = 50;
/** Candles kept a pair and interval, sent when a kline stream is subscribed. */
export const KLINES_KEPT = 300;
/** Top-mover records sent when market_change is subscribed (spec 001: 20 items). */
export const MARKET_CHANGE_KEPT = 20;
/** Tickers of every pair are pushed this often (spec 001: re-requested every 60 s). */
export const TICKERS_EVERY_MS = 60_000;
/** A manual ticker request within this long of the same socket's previous one gets -8108. */
export const MANUAL_TICKER_GAP_MS = 2_000;
/** At most this many subscriptions on one socket. */
export const MAX_SUBSCRIPTIONS = 64;
/** Largest client frame accepted, bytes. */
export const MAX_CLIENT_FRAME = 16 * 1024;
/** How long a user-socket token from GET /gw-api/user/ws-token stays valid. */
export const WS_TOKEN_TTL_MS = 10 * 60_000;
