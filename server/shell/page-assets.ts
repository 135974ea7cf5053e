/**
 * What the served trade page needs from the build (pure): the hashed name of the boot module,
 * read from Vite's manifest (dist/.vite/manifest.json), and the built page with its stylesheet
 * links replaced by the stylesheets themselves.
 */

export interface PageAssets {
  /** assets/boot-<hash>.js, or null for a build without the boot entry. */
  boot: string | null;
  /** The market worker's script the boot module spawns (assets/market.worker-<hash>.js), or null. */
  marketWorker: string | null;
}

interface ManifestChunk { file?: unknown; src?: unknown; isEntry?: unknown; assets?: unknown }

/** The boot entry of a manifest and the market worker it spawns. */
export function pageAssets(manifest: unknown): PageAssets {
  const out: PageAssets = { boot: null, marketWorker: null };
  if (manifest === null || typeof manifest !== 'object') return out;
  for (const chunk of Object.values(manifest as Record<string, ManifestChunk>)) {
    if (typeof chunk?.file !== 'string') continue;
    if (chunk.src === 'src/app/boot.ts' && chunk.isEntry === true) {
      out.boot = chunk.file;
      const assets = Array.isArray(chunk.assets) ? chunk.assets : [];
      out.marketWorker = assets.find((a): a is string => typeof a === 'string' && /^assets\/market\.worker-[\w-]+\.js$/.test(a)) ?? null;
    }
  }
  return out;
}

/**
 * `html` with each `<link rel="stylesheet" href="/assets/…">` replaced by a `<style>` holding
 * the file (`read` returns null for one it cannot read: that link stays). The page's first
 * paint then needs the HTML alone; ~15 KB of CSS travel with every page view (4 KB compressed).
 *
 * The link stays too, disabled (a disabled stylesheet is not fetched): Vite's preload helper
 * looks for a stylesheet's link before a dynamic import that lists it, and without one it
 * fetched the stylesheet again and held the import until it came. Pixi's canvas renderer is
 * such an import: the book's first frame waited a round trip for CSS it already had.
 */
export function inlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = read(href);
    if (css === null) return link;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
