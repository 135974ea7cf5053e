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

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const prefetch = () => (loading ??= load().then(
    (c) => (loaded = c),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  ));
  // Code already fetched is handed over as a settled thenable: React.lazy reads it in the same
  // render, so a prefetched dialog opens in the click's own frame, with no Suspense fallback
  // committed first (whose retry React holds back up to 300 ms).
  const Lazy = lazy(() => {
    if (loaded === undefined) return prefetch().then((c) => ({ default: c }));
    const value = { default: loaded };
    return { status: 'fulfilled', value, then: (ok: (v: typeof value) => void) => ok(value) } as unknown as Promise<typeof value>;
  });
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
  return { Part, prefetch };
}
