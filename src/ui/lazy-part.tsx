import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A part of the page that shows only after a click (a dialog), kept out of the initial chunk:
 * its code comes from `load` (a dynamic import), either ahead of time through `prefetch`
 * (app/idle-prefetch.ts) or when the part is first wanted. `shown(props)` says whether the
 * part is wanted; until it first is, nothing renders and nothing is fetched; from then on the
 * part stays mounted as a plain component would (a closed dialog keeps its element and state).
 */
export interface LazyPart<P extends object> {
  Part: ComponentType<P>;
  /** Fetches the code (once; a failed fetch is tried again by the next call). */
  prefetch(): Promise<unknown>;
}

/**
 * A React.lazy component over code fetched by `load` (a memoised dynamic import): `fetched()`
 * returns the module when it has arrived. Code already fetched is handed over as a settled
 * thenable: React.lazy reads it in the same render, so a prefetched part shows in the click's
 * own frame, with no Suspense fallback committed first (whose retry React holds back up to
 * 300 ms).
 */
export function settledLazy<M, P extends object>(load: () => Promise<M>, fetched: () => M | undefined, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  return lazy(() => {
    const m = fetched();
    if (m === undefined) return load().then((got) => ({ default: pick(got) }));
    const value = { default: pick(m) };
    return { status: 'fulfilled', value, then: (ok: (v: typeof value) => void) => ok(value) } as unknown as Promise<typeof value>;
  }) as unknown as ComponentType<P>;
}

/** Fetches `load` once; a failed fetch is tried again by the next call. `fetched()` is the module once it came. */
export function fetchOnce<M>(load: () => Promise<M>): { fetch(): Promise<M>; fetched(): M | undefined } {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const fetch = () => (loading ??= load().then(
    (m) => (loaded = m),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
  return { fetch, fetched: () => loaded };
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean): LazyPart<P> {
  const code = fetchOnce(load);
  const Lazy = settledLazy(code.fetch, code.fetched, (c) => c);
  function Part(props: P) {
    const [wanted, setWanted] = useState(false);
    const now = shown(props);
    if (now && !wanted) setWanted(true);
    if (!now && !wanted) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, prefetch: code.fetch };
}
