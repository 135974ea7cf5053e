/**
 * The user socket (/ws/user, docs/protocol.md section 5): the private `notify` channel of a
 * signed-in user. Started by the page; a visitor (the token call answers -6) gets no socket.
 *
 * - The token comes from GET /gw-api/user/ws-token (injected as fetchToken). It is reused on a
 *   reconnect (it lives 10 min and a subscription outlives it).
 * - -8105 (token expired or unknown, e.g. after a gateway restart): fetch a new token and
 *   subscribe again (spec 001 section 8). At most MAX_REFETCHES in a row without an ack, then
 *   it waits for the next reconnect.
 * - Events are deduplicated by `uuid` (stable per event) across resubscribes and reconnects.
 * - A frame that does not decode could have been a notification: it is counted and notify is
 *   subscribed again (the gateway does not replay; the order panel reloads on its own events).
 */
import { FrameError } from '../protocol/codec';
import { WsCode, type ServerMessage } from '../protocol/messages';
import { FeedDecoder } from './decode';
import type { FeedEvent } from './frame';
import { SocketLink, systemTimers, type LinkTiming, type SocketFactory, type Timers } from './link';
import type { FeedStats, UserFeedState } from './stats';

/** What the token call gave: a token, a visitor (not signed in), or nothing (network, 5xx). */
export type TokenAnswer = { token: string } | 'visitor' | 'unavailable';

export interface UserFeedOptions {
  /** ws(s)://host/ws/user */
  url: string;
  socket: SocketFactory;
  fetchToken(): Promise<TokenAnswer>;
  onEvent(e: FeedEvent): void;
  /** Shared with the market feed: `user` and `notifications` are written here. */
  stats: FeedStats;
  timers?: Timers;
  timing?: Partial<LinkTiming>;
}

const MAX_REFETCHES = 3;
/** uuids remembered for deduplication. */
const SEEN_KEPT = 500;
/** Retry of a token call that failed for another reason than being a visitor. */
const TOKEN_RETRY_MS = 30_000;

export class UserFeed {
  private link: SocketLink | null = null;
  private token: string | null = null;
  private readonly decoder = new FeedDecoder(4096);
  private readonly seen = new Set<string>();
  private refetches = 0;
  private nextId = 1;
  private running = false;
  private retryTimer: unknown = null;
  private readonly timers: Timers;

  constructor(private readonly opts: UserFeedOptions) {
    this.timers = opts.timers ?? systemTimers;
  }

  get state(): UserFeedState {
    return this.opts.stats.user;
  }

  /** Fetches a token and opens the socket; a visitor stays without one. */
  async start(): Promise<UserFeedState> {
    if (this.running) return this.state;
    this.running = true;
    if (await this.refreshToken()) this.openLink();
    return this.state;
  }

  private openLink(): void {
    if (!this.running || this.link !== null) return;
    this.link = new SocketLink(this.opts.url, this.opts.socket, {
      onOpen: () => this.subscribe(),
      onFrame: (data) => this.onFrame(data),
      onStatus: (s) => {
        if (s !== 'stable' && s !== 'unstable') this.setState('connecting');
      },
    }, this.timers, this.opts.timing);
    this.setState('connecting');
    this.link.start();
  }

  /** Closes the socket (sign-out). */
  stop(): void {
    this.running = false;
    this.link?.stop();
    this.link = null;
    this.token = null;
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.setState('off');
  }

  onFrame(data: string | ArrayBuffer): void {
    if (typeof data === 'string') return;
    let msg: ServerMessage;
    try {
      msg = this.decoder.decode(data) as ServerMessage;
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.opts.stats.badFrames++;
      return this.subscribe();
    }
    if (typeof msg !== 'object' || msg === null) return;
    if (msg.ch === 'ack' && msg.op === 'SUBSCRIBE') {
      this.refetches = 0;
      this.setState('subscribed');
    } else if (msg.ch === 'notify') this.notify(msg.data);
    else if (msg.ch === 'error') void this.error(msg.code, String(msg.msg));
  }

  private notify(data: unknown): void {
    const uuid = (data as { uuid?: unknown } | null)?.uuid;
    if (typeof uuid !== 'string' || this.seen.has(uuid)) return;
    this.seen.add(uuid);
    if (this.seen.size > SEEN_KEPT) this.seen.delete(this.seen.values().next().value!);
    this.opts.stats.notifications++;
    this.opts.onEvent({ kind: 'notify', data: data as Extract<FeedEvent, { kind: 'notify' }>['data'] });
  }

  private async error(code: number, msg: string): Promise<void> {
    if (code === WsCode.IGNORED) return;
    if (code !== WsCode.TOKEN_EXPIRED) {
      this.opts.stats.errors++;
      this.opts.onEvent({ kind: 'error', socket: 'user', code, msg });
      return;
    }
    if (++this.refetches > MAX_REFETCHES) return; // wait for the next reconnect
    this.token = null;
    if (await this.refreshToken()) this.subscribe();
  }

  /** Gets a token; false when there is none (a visitor, or the call failed and will be retried). */
  private async refreshToken(): Promise<boolean> {
    const answer = await this.opts.fetchToken();
    if (!this.running) return false;
    if (answer === 'visitor') {
      this.link?.stop();
      this.link = null;
      this.setState('visitor');
      return false;
    }
    if (answer === 'unavailable') {
      this.retryTimer = this.timers.setTimeout(() => {
        this.retryTimer = null;
        if (this.running) void this.refreshToken().then((ok) => ok && (this.link === null ? this.openLink() : this.subscribe()));
      }, TOKEN_RETRY_MS);
      return false;
    }
    this.token = answer.token;
    return true;
  }

  private subscribe(): void {
    if (this.token === null || this.link === null) return;
    this.link.send(JSON.stringify({ op: 'SUBSCRIBE', id: this.nextId++, args: [['notify', { token: this.token }]] }));
  }

  private setState(s: UserFeedState): void {
    if (this.opts.stats.user === s) return;
    this.opts.stats.user = s;
    this.opts.onEvent({ kind: 'user', state: s });
  }
}
