/**
 * Namespaces the trade page reads only after its book has painted (the margin dialogs and form
 * parts, the edit modal, the HUD, the info panels, chart trading): kept out of the first load, fetched as the
 * book paints, and waited for by the second wave (src/ui/second-wave.ts). vite.config.ts puts
 * their files in a chunk of their own a locale (locale-<lng>-late). No imports: the build config reads it.
 */
export const LATE_NAMESPACES: readonly string[] = ['margin', 'edit', 'hud', 'info', 'chartTrade'];
