import { useSyncExternalStore } from 'react';
import { MOBILE_BELOW } from './grid-spec';

const MOBILE_QUERY = `(max-width: ${MOBILE_BELOW - 0.02}px)`;

/** True while the viewport is narrower than 960 px (the same test as the grid's CSS). */
export function useMobile(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(MOBILE_QUERY).matches,
  );
}
