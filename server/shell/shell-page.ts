/**
 * Serves the trade page with its first screen in the HTML (shell-markup.ts): the built
 * dist/index.html, its stylesheets inlined (the first paint then waits for no request), the
 * boot module as an async script ahead of the entry (src/app/boot.ts: the market worker and
 * the first calls start while the entry downloads), and a preload of the page's locale chunk
 * (the entry asks for it only once it runs). The build's manifest names the hashed files.
 *
 * The template is read again when dist/index.html changes (a rebuild under a running gateway
 * serves its new page); a locale's texts are read once.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { parseTradeRoute } from '../../src/app/route';
import type { Locale } from '../../src/i18n/locales';
import { fillTemplate, shellParts, type LocaleTexts } from './shell-markup';
import { inlineStylesheets, pageAssets, type PageAssets } from './page-assets';

interface Built { mtimeMs: number; template: string; assets: PageAssets }

export function shellPage(distDir: string, localesDir: string): (c: Context) => Response {
  let built: Built | null = null;
  const texts = new Map<Locale, LocaleTexts>();

  const load = (): Built => {
    const indexFile = join(distDir, 'index.html');
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (built?.mtimeMs === mtimeMs) return built;
    const manifestFile = join(distDir, '.vite/manifest.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown : {};
    const read = (href: string) => {
      const file = join(distDir, href);
      return href.startsWith('/assets/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
    };
    built = { mtimeMs, template: inlineStylesheets(readFileSync(indexFile, 'utf8'), read), assets: pageAssets(manifest) };
    return built;
  };

  const localeTexts = (locale: Locale): LocaleTexts => {
    let found = texts.get(locale);
    if (found === undefined) {
      found = {};
      const dir = join(localesDir, locale);
      for (const file of readdirSync(dir)) {
        if (file.endsWith('.json')) found[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
      }
      texts.set(locale, found);
    }
    return found;
  };

  return (c) => {
    const url = new URL(c.req.url);
    const route = parseTradeRoute(url.pathname, url.search, c.req.header('Cookie') ?? '');
    const { template, assets } = load();
    const head = [
      assets.boot === null ? '' : `<script type="module" async crossorigin fetchpriority="high" src="/${assets.boot}"></script>`,
      ...(assets.locales[route.locale] === undefined ? [] : [`<link rel="modulepreload" crossorigin href="/${assets.locales[route.locale]}">`]),
    ].join('');
    const html = fillTemplate(template, shellParts(route, localeTexts(route.locale), head));
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
}
