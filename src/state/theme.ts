/**
 * The page theme (dark or light). It starts from the route (?theme= or the `theme` cookie,
 * src/app/route.ts); the header's switch changes it and writes the cookie so the next visit
 * keeps it. Canvas widgets repaint on change (they read PALETTES[theme.value]).
 */
import { signal } from '@preact/signals-react';
import { settingCookie } from '../app/route';
import type { Theme } from '../render/palette';

export const theme = signal<Theme>('dark');

/** Switches the theme and remembers it for a year. */
export function setTheme(next: Theme): void {
  theme.value = next;
  if (typeof document !== 'undefined') document.cookie = settingCookie('theme', next); // one spelling with the route's cookies
}
