import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR, formatTable, writeResults, type Suite } from './suite';

/**
 * `npm run bench [-- suite...]`: runs the named suites, or every suite found. A suite is a
 * file `bench/<name>.ts` that exports `suite: Suite` (see suite.ts); helper modules beside it
 * export no `suite` and are skipped without being imported, as are scratch files named `_*.ts`. Each suite's figures go to
 * bench/results/<name>.json and are printed as a table. Exit code 1 if a suite fails.
 */
const SUITE_EXPORT = /export\s+const\s+suite\b/;

function findSuites(): string[] {
  return readdirSync(BENCH_DIR)
    // names starting with '_' are scratch files, never suites
    .filter((f) => f.endsWith('.ts') && !f.startsWith('_') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .filter((f) => SUITE_EXPORT.test(readFileSync(join(BENCH_DIR, f), 'utf8')))
    .map((f) => f.slice(0, -3))
    .sort();
}

async function main(): Promise<void> {
  const found = findSuites();
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = asked.filter((a) => !found.includes(a));
  if (unknown.length > 0) {
    console.error(`unknown suite(s): ${unknown.join(', ')}; found: ${found.join(', ') || 'none'}`);
    process.exit(2);
  }
  let failed = 0;
  for (const name of asked.length > 0 ? asked : found) {
    const mod = (await import(pathToFileURL(join(BENCH_DIR, `${name}.ts`)).href)) as { suite?: Suite };
    if (mod.suite === undefined) continue;
    console.log(`\n== ${name}: ${mod.suite.description}`);
    try {
      const results = await mod.suite.run();
      const file = writeResults(name, results);
      console.log(formatTable(name, results));
      console.log(`written to ${file}`);
    } catch (err) {
      failed++;
      console.error(`suite ${name} failed:`, err);
    }
  }
  // suites may leave keep-alive sockets or timers behind; the run is over
  process.exit(failed > 0 ? 1 : 0);
}

void main();
