import { SIGNED_QUERY_PATHS, signBody, signedQuery } from '../../src/protocol/sign';
import { PASSWORD } from './users';

/** A signed-in API client for e2e tests, speaking to a gateway the way the web app does. */
export class ApiClient {
  private cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  /** The same signed-in session, talking to another gateway address (e.g. after a restart). */
  withBase(base: string): ApiClient {
    const copy = new ApiClient(base);
    copy.cookies = new Map(this.cookies);
    return copy;
  }

  get accessSalt(): string | undefined {
    return this.cookies.get('accessSalt');
  }

  async register(email: string, password = PASSWORD): Promise<number> {
    const answer = await this.post('/gw-api/auth/register', { email, password });
    if (!answer.success) throw new Error(`register failed: ${JSON.stringify(answer)}`);
    return (answer.data as { userId: number }).userId;
  }

  async login(email: string, password = PASSWORD): Promise<void> {
    const answer = await this.post('/gw-api/auth/login', { email, password });
    if (!answer.success) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  }

  /** GET; a path with a signed query (SIGNED_QUERY_PATHS) gets its timestamp and signature, as the page sends them. */
  async get<T = unknown>(path: string, query: Record<string, string | number> = {}): Promise<Answer<T>> {
    let params: Record<string, string> = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
    if (SIGNED_QUERY_PATHS.some((p) => path === `/gw-api${p}`)) params = await signedQuery(this.accessSalt ?? '', params, Date.now());
    const qs = new URLSearchParams(params).toString();
    return this.send<T>(`${path}${qs ? `?${qs}` : ''}`, { method: 'GET' });
  }

  async post<T = unknown>(path: string, body: unknown): Promise<Answer<T>> {
    return this.send<T>(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }

  /** POST signed with X-Timestamp and X-Signature, as order, margin and fee calls require. */
  async signedPost<T = unknown>(path: string, body: unknown): Promise<Answer<T>> {
    const raw = JSON.stringify(body);
    const ts = Date.now();
    const sig = await signBody(this.accessSalt ?? '', ts, raw);
    return this.send<T>(path, {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json', 'x-timestamp': String(ts), 'x-signature': sig },
    });
  }

  private async send<T>(path: string, init: RequestInit): Promise<Answer<T>> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(`${this.base}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const answer = (await res.json()) as Answer<T>;
    return { ...answer, status: res.status };
  }
}

export interface Answer<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T;
  status: number;
}
