/**
 * GET answers asked for before the code that reads them has loaded. The trade page's boot
 * module (src/app/boot.ts) starts the calls the first screen needs (the pair list, the user,
 * the trade config) while the rest of the page's code is still on the wire; apiGet (api.ts)
 * then takes the answer in flight instead of asking again. Each answer is taken once: a later
 * call of the same address (a refresh) goes to the network.
 *
 * Imports nothing: the boot module must stay a few kilobytes.
 */

const inFlight = new Map<string, Promise<unknown>>();

/** The address apiGet asks for `path` (a /gw-api path) with `query`: one spelling for both sides. */
export function apiUrl(path: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  return `/gw-api${path}${qs ? `?${qs}` : ''}`;
}

/** Starts a GET of `url` now (once) and returns its parsed JSON body. */
export function prefetchGet(url: string): Promise<unknown> {
  let answer = inFlight.get(url);
  if (answer === undefined) {
    answer = fetch(url, { credentials: 'same-origin' }).then((res) => res.json());
    answer.catch(() => {}); // read, or failed for the caller that takes it; never unhandled
    inFlight.set(url, answer);
  }
  return answer;
}

/** The prefetched answer of `url`, handed over once; undefined if none was started. */
export function takePrefetched(url: string): Promise<unknown> | undefined {
  const answer = inFlight.get(url);
  inFlight.delete(url);
  return answer;
}
