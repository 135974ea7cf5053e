/**
 * The components' translation hook: `const { t, i18n } = useTranslation('ns')`, as
 * react-i18next's, for what this app uses of it (one i18next instance, no provider, texts
 * bundled or added by loadLateTexts(), no suspense: a namespace is never fetched by the hook).
 *
 * Why not react-i18next's: the trade page's first render mounts ~32 of them and calls t() ~300
 * times before the book can paint, and under a 4x throttle that cost ~60-90 ms of the critical
 * path (docs/perf.md, session 17): each mount copied every property of the i18next instance
 * into a wrapper, and each t() built its options by spreading i18next's whole options object.
 * Here every component of a namespace shares one t, and a text asked for without options is
 * translated once per language (i18next still does every translation: plurals, interpolation,
 * nesting; the cache only keeps what a plain key gave).
 *
 * Components re-render when the language changes, as with react-i18next's default binding, and
 * get a new t then (never otherwise, as with react-i18next). The kept texts are dropped when the
 * language changes or texts are added or removed (the late namespaces), so a key read before
 * its namespace arrived is translated again when read again.
 */
import i18next, { type DefaultNamespace, type Namespace, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

interface Cached {
  /** The language its t translates to. */
  readonly lng: string;
  readonly t: TFunction;
  /** Plain keys' texts: only calls without options are kept. */
  readonly texts: Map<string, string>;
}

/** Moves with the language: what the components' renders depend on. */
let languageRevision = 0;
const byNamespace = new Map<string, Cached>();
const listeners = new Set<() => void>();
let bound = false;

/**
 * Drops every kept text; called when texts are added or removed. Each namespace keeps its t:
 * components that list t in an effect's dependencies (a canvas widget mounted with its labels)
 * would otherwise be torn down and mounted again when the late namespaces arrive, which
 * react-i18next's t, stable until the language changes, never did.
 */
function forgetTexts(): void {
  for (const cached of byNamespace.values()) cached.texts.clear();
}

/** Binds to the instance's events once, on first use (the instance may be initialised after this module loads). */
function bind(): void {
  if (bound) return;
  bound = true;
  i18next.on('languageChanged', () => {
    languageRevision++;
    byNamespace.clear(); // a new t per namespace: the components' effects follow the language
    for (const listener of listeners) listener();
  });
  i18next.store.on('added', forgetTexts);
  i18next.store.on('removed', forgetTexts);
}

/** Calls `listener` after each change of language (the hook re-renders its component then); returns the unsubscribe. */
export function subscribeToLanguage(listener: () => void): () => void {
  bind();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the hook's components render from besides their props: moves with each change of language. */
export const languageSnapshot = () => languageRevision;

/** The shared t of `ns` (the first of a list is the default namespace, the others reached by their `ns:` prefix). */
export function fixedT(ns: string): TFunction {
  bind();
  const lng = i18next.language;
  let cached = byNamespace.get(ns);
  if (cached === undefined || cached.lng !== lng) {
    const translate = i18next.getFixedT(lng, ns as DefaultNamespace) as unknown as (key: unknown, ...args: unknown[]) => string;
    const texts = new Map<string, string>();
    const t = ((key: unknown, ...args: unknown[]) => {
      if (args.length > 0 || typeof key !== 'string') return translate(key, ...args);
      let text = texts.get(key);
      if (text === undefined) {
        text = translate(key);
        texts.set(key, text);
      }
      return text;
    }) as unknown as TFunction;
    cached = { lng, t, texts };
    byNamespace.set(ns, cached);
  }
  return cached.t;
}

/** The translation of namespace `ns` (default: the default namespace) and the i18next instance. */
export function useTranslation<const Ns extends Namespace | undefined = undefined>(ns?: Ns): { t: TFunction<Ns extends undefined ? DefaultNamespace : Ns>; i18n: typeof i18next } {
  useSyncExternalStore(subscribeToLanguage, languageSnapshot, languageSnapshot);
  const first: string = ns === undefined ? (i18next.options.defaultNS as string | undefined) ?? 'trade' : typeof ns === 'string' ? ns : (ns as readonly string[])[0];
  return { t: fixedT(first) as unknown as TFunction<Ns extends undefined ? DefaultNamespace : Ns>, i18n: i18next };
}
