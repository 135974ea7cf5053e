import { defineConfig } from 'vite';
import { ISOLATION_HEADERS } from './server/isolation-headers';
import { precompress } from './scripts/precompress';

// The web app is served by the gateway from dist/ (npm start builds it when it is missing
// or older than its sources). JSX goes through Vite's own transform: no React plugin needed.
// precompress writes each asset's .br and .gz twins, which the gateway negotiates; the manifest
// (dist/.vite/manifest.json) tells the size benchmark what the entry loads (bench/size.ts).
export default defineConfig({
  plugins: [precompress()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022', manifest: true },
  worker: { format: 'es' },
  // the dev server isolates the page as the gateway does (server/web.ts)
  server: { headers: ISOLATION_HEADERS, proxy: { '/gw-api': 'http://localhost:8080', '/ws': { target: 'ws://localhost:8080', ws: true } } },
});
