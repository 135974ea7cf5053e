import type { ApiAnswer } from '../../net/api';

/** A POST answer plus its Retry-After header in seconds (429 / 30023), null when absent. */
export interface PostResult<T> {
  answer: ApiAnswer<T>;
  retryAfter: number | null;
}

/** POST JSON to a /gw-api path; network failures come back as success false, code -1. */
export async function apiPostJson<T>(path: string, body: unknown): Promise<PostResult<T>> {
  try {
    const res = await fetch(`/gw-api${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const header = res.headers.get('Retry-After');
    return { answer: (await res.json()) as ApiAnswer<T>, retryAfter: header === null ? null : Number(header) };
  } catch (err) {
    return { answer: { success: false, code: -1, msg: String(err), data: null }, retryAfter: null };
  }
}
