import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The contract of a benchmark suite: `bench/<name>.ts` exporting `suite`. bench/run.ts finds
 * every such file, runs it and writes `bench/results/<name>.json`. A figure is one number with
 * its unit; names are stable so results can be compared between runs.
 */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

export interface Suite {
  /** One line: what the suite measures. */
  description: string;
  run(): Promise<BenchResult[]>;
}

/** What bench/results/<suite>.json holds. */
export interface ResultFile {
  suite: string;
  /** ISO time the run finished. */
  when: string;
  results: BenchResult[];
}

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const RESULTS_DIR = join(BENCH_DIR, 'results');
export const ROOT = join(BENCH_DIR, '..');

export function writeResults(suite: string, results: BenchResult[], when = new Date()): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${suite}.json`);
  const body: ResultFile = { suite, when: when.toISOString(), results };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
  return file;
}

/** A fixed-width table of results, for the console. */
export function formatTable(suite: string, results: readonly BenchResult[]): string {
  const rows = results.map((r) => [r.name, formatValue(r.value), r.unit]);
  const w = [0, 1, 2].map((i) => Math.max(['name', 'value', 'unit'][i].length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `${r[0].padEnd(w[0])}  ${r[1].padStart(w[1])}  ${r[2]}`;
  return [`suite ${suite}`, line(['name', 'value', 'unit']), line(w.map((n) => '-'.repeat(n))), ...rows.map(line)].join('\n');
}

function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return v.toLocaleString('en-US');
  return Math.abs(v) >= 100 ? v.toLocaleString('en-US', { maximumFractionDigits: 0 }) : v.toPrecision(4);
}

/** The q-quantile (0..1) of sorted values, nearest rank; NaN when empty. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}
