import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { ApiClient } from './client';
import { removeDir, startGateway, type GatewayOptions, type GatewayProcess } from './gateway';
import { waitForBook } from './page-probes';
import { PASSWORD, setUserFlags, signUpInPage, type SignedUp } from './users';

/**
 * The set-up every e2e file shares: a real gateway (its own data directory), Debian's Chromium,
 * and the calls a test makes on them (trade-page addresses and pages, sign-up, admin flags, a
 * restart). `useTradeEnv` registers the beforeAll/afterAll pair; `startTradeEnv` is the same
 * without hooks, for fixtures that build on it (order-form.helpers.ts).
 */

export interface TradeEnvOptions extends Pick<GatewayOptions, 'simRate' | 'adminToken' | 'env'> {
  /** false: a gateway only, no Chromium (API-level files such as persistence). */
  browser?: boolean;
}

/** Where a trade page opens: /trade/<locale>?symbol=<symbol>&<query…>. */
export interface TradeTarget {
  symbol?: string;
  locale?: string;
  /** Extra search parameters after the symbol, in this order (e.g. { type: 'margin' }, { hud: '1' }). */
  query?: Record<string, string>;
}

export interface OpenTradeOptions extends TradeTarget {
  /** Navigate this page instead of opening a new one (newPage: in a new context). */
  page?: Page;
  viewport?: ViewportSize;
  /** Wait until the worker's book is synced for the pair (window.__terminal.book()), 15 s at most. */
  waitForBook?: boolean;
}

/** A started gateway + browser pair; the getters throw when read before start(). */
export class TradeEnv {
  private currentGw: GatewayProcess | undefined;
  private currentBrowser: Browser | undefined;
  // ours, not startGateway's: a stop() keeps it, so a restart finds the same data
  private dataDir: string | undefined;

  constructor(readonly options: TradeEnvOptions = {}) {}

  get gw(): GatewayProcess {
    if (this.currentGw === undefined) throw new Error('TradeEnv: the gateway is not started (read it inside a test or a later hook)');
    return this.currentGw;
  }

  get browser(): Browser {
    if (this.currentBrowser === undefined) throw new Error(`TradeEnv: no browser (${this.options.browser === false ? 'started with browser: false' : 'not started yet'})`);
    return this.currentBrowser;
  }

  /** The gateway's address followed by `path` ('/login?goto=…'). */
  url(path = ''): string {
    return `${this.gw.url}${path}`;
  }

  /** The full trade-page address, BTC_USDT in English by default. */
  tradeUrl({ symbol = 'BTC_USDT', locale = 'en', query = {} }: TradeTarget = {}): string {
    const extra = Object.entries(query).map(([k, v]) => `&${k}=${v}`).join('');
    return this.url(`/trade/${locale}?symbol=${symbol}${extra}`);
  }

  /**
   * A new page in a new browser context (no cookies, no storage). A real context, not the one
   * browser.newPage() owns: a test can open a second page in it (page.context().newPage()).
   * Close the context to free both; browser.close() in close() ends any left open.
   */
  async newPage(viewport?: ViewportSize): Promise<Page> {
    const context = await this.browser.newContext(viewport === undefined ? {} : { viewport });
    return context.newPage();
  }

  /** Opens the trade page of `target` on a new page (or `page`) and answers the page. */
  async openTrade(opts: OpenTradeOptions = {}): Promise<Page> {
    const page = opts.page ?? (await this.newPage(opts.viewport));
    await page.goto(this.tradeUrl(opts));
    if (opts.waitForBook) await waitForBook(page, opts.symbol ?? 'BTC_USDT');
    return page;
  }

  /** Registers a new user from `page` (already on the gateway), which is then signed in. */
  signUp(page: Page, prefix: string, password = PASSWORD): Promise<SignedUp> {
    return signUpInPage(page, prefix, password);
  }

  /** An API client signed in as `email`, as a second device of the same user. */
  async login(email: string, password = PASSWORD): Promise<ApiClient> {
    const client = new ApiClient(this.gw.url);
    await client.login(email, password);
    return client;
  }

  /** Sets a user's flags (kycLevel, kycCountry, isSubAccount, …) through the admin call. */
  setFlags(email: string, flags: Record<string, unknown>): Promise<void> {
    const token = this.options.adminToken;
    if (token === undefined) throw new Error('TradeEnv: setFlags needs the adminToken option');
    return setUserFlags(this.gw.url, token, email, flags);
  }

  /**
   * Starts the gateway again on the same data directory, after the test stopped it (gw.stop())
   * or killed it (gw.kill9()); stops it first if it still runs. `samePort` keeps the address,
   * so an open page reconnects on its own.
   */
  async restartGateway({ samePort = true }: { samePort?: boolean } = {}): Promise<GatewayProcess> {
    const old = this.gw;
    if (old.proc.exitCode === null && old.proc.signalCode === null) await old.stop();
    this.currentGw = await startGateway({ ...this.gatewayOptions(), ...(samePort ? { port: old.port } : {}) });
    return this.currentGw;
  }

  /** Starts the gateway and (unless browser: false) Chromium side by side. */
  async start(): Promise<void> {
    this.dataDir = mkdtempSync(join(tmpdir(), 'gw-e2e-'));
    const [gw, browser] = await Promise.allSettled([
      startGateway(this.gatewayOptions()),
      this.options.browser === false ? Promise.resolve(undefined) : launchBrowser(),
    ]);
    // keep whichever half started, so close() ends it even when the other failed
    if (gw.status === 'fulfilled') this.currentGw = gw.value;
    if (browser.status === 'fulfilled') this.currentBrowser = browser.value;
    if (gw.status === 'rejected') throw gw.reason;
    if (browser.status === 'rejected') throw browser.reason;
  }

  /** Closes the browser, stops the gateway and removes its data directory; safe after a failed start. */
  async close(): Promise<void> {
    await this.currentBrowser?.close();
    await this.currentGw?.stop();
    if (this.dataDir !== undefined) removeDir(this.dataDir);
  }

  private gatewayOptions(): GatewayOptions {
    const { simRate, adminToken, env } = this.options;
    return { simRate, adminToken, env, dataDir: this.dataDir };
  }
}

/** A started TradeEnv, for fixtures that manage their own hooks; close() it in afterAll. */
export async function startTradeEnv(options: TradeEnvOptions = {}): Promise<TradeEnv> {
  const env = new TradeEnv(options);
  try {
    await env.start();
  } catch (e) {
    await env.close();
    throw e;
  }
  return env;
}

/**
 * Registers beforeAll (start) and afterAll (close) in the calling describe and answers the env
 * at once: its getters work from the hooks registered after this call and in the tests.
 */
export function useTradeEnv(options: TradeEnvOptions = {}): TradeEnv {
  const env = new TradeEnv(options);
  beforeAll(() => env.start());
  afterAll(() => env.close());
  return env;
}
