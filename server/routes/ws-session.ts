import { MANUAL_TICKER_GAP_MS, MAX_SUBSCRIPTIONS, PING, PONG } from '../../src/protocol/channels';
import { encodeFrame, type Deflate } from '../../src/protocol/codec';
import { WsCode, type ServerMessage } from '../../src/protocol/messages';
import type { MarketPublisher, Subscriber, Topic } from '../market/publisher';
import { topicArg, topicKey } from '../market/publisher-topics';
import type { GrantHolder, WsGrant, WsTokens } from './ws-token';
import { parseClientFrame, type WsArg, type WsCommand } from './ws-input';

/** The part of a `ws` WebSocket a session uses (a fake in unit tests). */
export interface SocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
  /** Hold writes / write what was held in one go (the TCP socket's cork), when available. */
  cork?(): void;
  uncork?(): void;
}

/** What the websocket endpoints need from the gateway. */
export interface Realtime {
  publisher: MarketPublisher;
  tokens: WsTokens;
  now: () => number;
  deflate?: Deflate;
}

const OPEN = 1;
/** A socket with more than this queued is too slow to follow the market: closed, it resyncs. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Close code for that case (application range). */
export const CLOSE_SLOW_CONSUMER = 4008;
/** Close code of a user socket whose session ended (logout, expiry): sign in and fetch a new token. */
export const CLOSE_SESSION_ENDED = 4001;

/**
 * One websocket connection: answers `ping`, runs SUBSCRIBE / UNSUBSCRIBE / REQUEST, and is the
 * Subscriber the publisher sends frames to. `market` sockets take the public channels, `user`
 * sockets the notify channel. A refused frame gets an error message and changes nothing; the
 * socket stays open.
 */
export class WsSession implements Subscriber, GrantHolder {
  /** The notify subscription's grant (user socket): its user and session. */
  private grant: WsGrant | undefined;
  private lastManual = -Infinity;
  private closed = false;
  private corked = false;

  constructor(
    readonly kind: 'market' | 'user',
    private readonly socket: SocketLike,
    private readonly rt: Realtime,
  ) {}

  /** A frame from the publisher; dropped once the socket is closing or hopelessly behind. */
  send(frame: Uint8Array): void {
    if (this.closed || this.socket.readyState !== OPEN) return;
    if (this.grant !== undefined && this.grant.sessionEndsAt <= this.rt.now()) return this.endSession();
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closed = true;
      this.socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
      return;
    }
    if (!this.corked && this.socket.cork !== undefined) {
      // every frame of this tick (or of this answer) leaves in one write, after the current task
      this.corked = true;
      this.socket.cork();
      queueMicrotask(() => {
        this.corked = false;
        this.socket.uncork?.();
      });
    }
    this.socket.send(frame);
  }

  onMessage(data: string | ArrayBuffer | Uint8Array): void {
    if (data === PING) {
      if (this.socket.readyState === OPEN) this.socket.send(PONG);
      return;
    }
    const parsed = parseClientFrame(data);
    if (!parsed.ok) return this.reply({ ch: 'error', code: parsed.code, msg: parsed.msg, ...idOf(parsed.id) });
    this.run(parsed.command);
  }

  onClose(): void {
    this.closed = true;
    this.rt.publisher.drop(this);
    this.dropGrant();
  }

  /** The session the notify subscription was opened under ended: nothing more is sent, the socket closes. */
  endSession(): void {
    this.dropGrant();
    if (this.closed) return;
    this.closed = true;
    this.socket.close(CLOSE_SESSION_ENDED, 'session ended');
  }

  private dropGrant(): void {
    if (this.grant === undefined) return;
    this.rt.publisher.notify.unsubscribe(this.grant.userId, this);
    this.rt.tokens.release(this.grant, this);
    this.grant = undefined;
  }

  private run(cmd: WsCommand): void {
    if (cmd.op === 'REQUEST') return this.manual(cmd.id);
    const wrong = cmd.args.find((a) => (a.kind === 'notify') !== (this.kind === 'user'));
    if (wrong !== undefined) {
      const what = wrong.kind === 'notify' ? 'notify' : wrong.topic.ch;
      return this.fail(WsCode.NOT_ALLOWED, `${what} is not available on the ${this.kind} socket`, cmd.id);
    }
    if (this.kind === 'user') return cmd.op === 'SUBSCRIBE' ? this.subscribeNotify(cmd.args, cmd.id) : this.unsubscribeNotify(cmd.id);
    const topics = cmd.args.map((a) => (a as Extract<WsArg, { kind: 'public' }>).topic);
    if (cmd.op === 'SUBSCRIBE') this.subscribe(topics, cmd.id);
    else this.unsubscribe(topics, cmd.id);
  }

  private subscribe(topics: Topic[], id?: number): void {
    const pub = this.rt.publisher;
    const fresh = new Set(topics.map(topicKey));
    if (pub.subscriptionCount(this) + fresh.size > MAX_SUBSCRIPTIONS) {
      // counts duplicates of current subscriptions too: close to the limit, unsubscribe first
      return this.fail(WsCode.NOT_ALLOWED, `at most ${MAX_SUBSCRIPTIONS} subscriptions a socket`, id);
    }
    this.reply({ ch: 'ack', op: 'SUBSCRIBE', ...idOf(id), args: topics.map(topicArg) });
    for (const t of topics) pub.subscribe(this, t);
  }

  private unsubscribe(topics: Topic[], id?: number): void {
    const done: Topic[] = [];
    const missing: Topic[] = [];
    for (const t of topics) (this.rt.publisher.unsubscribe(this, t) ? done : missing).push(t);
    if (done.length > 0) this.reply({ ch: 'ack', op: 'UNSUBSCRIBE', ...idOf(id), args: done.map(topicArg) });
    if (missing.length > 0) this.fail(WsCode.IGNORED, `not subscribed: ${missing.map(topicKey).join(', ')}`, id);
  }

  private subscribeNotify(args: WsArg[], id?: number): void {
    const token = (args[args.length - 1] as { token?: string }).token ?? '';
    const grant = this.rt.tokens.verify(token);
    if (grant === undefined) return this.fail(WsCode.TOKEN_EXPIRED, 'token expired or unknown: fetch a new one', id);
    this.dropGrant(); // a new token replaces the old subscription (another user, or a later session)
    this.grant = grant;
    this.rt.tokens.hold(grant, this);
    this.rt.publisher.notify.subscribe(grant.userId, this);
    this.reply({ ch: 'ack', op: 'SUBSCRIBE', ...idOf(id), args: [['notify']] });
  }

  private unsubscribeNotify(id?: number): void {
    if (this.grant === undefined) return this.fail(WsCode.IGNORED, 'not subscribed: notify', id);
    this.dropGrant();
    this.reply({ ch: 'ack', op: 'UNSUBSCRIBE', ...idOf(id), args: [['notify']] });
  }

  private manual(id?: number): void {
    if (this.kind !== 'market') return this.fail(WsCode.NOT_ALLOWED, 'tickers are not available on the user socket', id);
    const now = this.rt.now();
    if (now - this.lastManual < MANUAL_TICKER_GAP_MS && now >= this.lastManual) {
      return this.fail(WsCode.TICKER_REFUSED, `manual tickers at most once every ${MANUAL_TICKER_GAP_MS / 1000} s`, id);
    }
    this.lastManual = now;
    this.rt.publisher.manualTickers(this, id);
  }

  private fail(code: number, msg: string, id?: number): void {
    this.reply({ ch: 'error', code, msg, ...idOf(id) });
  }

  private reply(message: ServerMessage): void {
    this.send(encodeFrame(message, this.rt.deflate));
  }
}

function idOf(id: number | undefined): { id?: number } {
  return id === undefined ? {} : { id };
}
