// Builds the web app (vite) when dist/ is missing or older than any of its sources, so
// `npm start` and the e2e tests always serve what the tree says, without rebuilding for nothing.
// The order-book module (assembly/ -> build/book.wasm) comes first: the web app imports it.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ensureWasm, newest } from './build-wasm.mjs';

const root = join(fileURLToPath(import.meta.url), '../..');
await ensureWasm();
const sources = ['src', 'locales', 'workers', 'assembly', 'build/book.wasm', 'index.html', 'vite.config.ts', 'scripts/precompress.ts', 'scripts/pixi-lazy-segmenter.ts', 'package.json'];

const built = join(root, 'dist', 'index.html');
const stale = !existsSync(built) || Math.max(...sources.map((s) => newest(join(root, s)))) > statSync(built).mtimeMs;
if (stale) {
  console.log('building the web app…');
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}
