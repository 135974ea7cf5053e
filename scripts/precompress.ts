import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * A Vite build plugin that writes a brotli (`.br`) and a gzip (`.gz`) twin beside each built
 * text or Wasm file, once, at build time, at the highest levels (brotli 11, gzip 9): the
 * gateway then serves them by content negotiation (server/web.ts, serveStatic's
 * `precompressed`) without compressing anything per request. Source maps are left out (only
 * DevTools fetch them). A twin is written only when it pays: files under `MIN_BYTES` or that
 * shrink by less than 10 % are served as they are.
 */
export const PRECOMPRESSED = /\.(?:js|mjs|css|html|wasm|json|svg|txt)$/;
const MIN_BYTES = 512;
const PAYS = 0.9;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The two twins of `data`, or null when compressing does not pay. */
export async function compressedTwins(data: Buffer): Promise<{ br: Buffer; gz: Buffer } | null> {
  if (data.length < MIN_BYTES) return null;
  const [br, g] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return g.length > data.length * PAYS ? null : { br, gz: g };
}

export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      // .vite/manifest.json is read by the benchmarks, never served
      const files = Object.keys(bundle).filter((f) => PRECOMPRESSED.test(f) && !f.startsWith('.vite/'));
      await Promise.all(
        files.map(async (f) => {
          const path = join(outDir, f);
          const twins = await compressedTwins(await readFile(path));
          if (twins === null) return;
          await Promise.all([writeFile(`${path}.br`, twins.br), writeFile(`${path}.gz`, twins.gz)]);
        }),
      );
    },
  };
}
