/** The gateway's answer shape for every /gw-api call. */
export interface ApiAnswer<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T | null;
}

/** GET a /gw-api path; network failures come back as an answer with success false. */
export async function apiGet<T>(path: string, query: Record<string, string> = {}): Promise<ApiAnswer<T>> {
  const qs = new URLSearchParams(query).toString();
  try {
    const res = await fetch(`/gw-api${path}${qs ? `?${qs}` : ''}`, { credentials: 'same-origin' });
    return (await res.json()) as ApiAnswer<T>;
  } catch (err) {
    return { success: false, code: -1, msg: String(err), data: null };
  }
}
