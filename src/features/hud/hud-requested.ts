/** True when the page was opened with `?hud=1` (the HUD's code loads only then: App.tsx). */
export function hudRequested(search: string): boolean {
  return new URLSearchParams(search).get('hud') === '1';
}
