/**
 * The page theme (dark or light). It starts from the route (?theme= or the `theme` cookie,
 * src/app/route.ts); the header's switch changes it and writes the cookie so the next visit
 * keeps it. Canvas widgets repaint on change (they read PALETTES[theme.value]).
 */
import { signal } from '@preact/signals-react';
import { settingCookie } from '../app/route';
import type { Theme } from '../render/palette';

export const theme = signal<Theme>('dark');

/**
 * Switches the theme and remembers it for a year. A `?theme=` in the address goes (replaced, no
 * new history entry): it would bring the old theme back on a reload, the cookie decides now.
 */
export function setTheme(next: Theme): void {
  theme.value = next;
  if (typeof document === 'undefined') return;
  document.cookie = settingCookie('theme', next); // one spelling with the route's cookies
  const url = new URL(location.href);
  if (url.searchParams.has('theme')) {
    url.searchParams.delete('theme');
    history.replaceState(history.state, '', url);
  }
}
