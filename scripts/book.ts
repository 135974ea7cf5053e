/**
 * `npm run book -- replay FILE [--depth N] [--group STEP] [--format native|bitmart] [--engine wasm|ref]`
 *
 * Runs a recorded feed (JSON lines, plain or .gz) through the same wasm module the market
 * worker uses (build/book.wasm), or the reference book, and prints the final book as one JSON
 * line: {"synced","seq","bids":[[price,size,cumulative]…],"asks":[…]} — decimal strings, bids
 * high to low, asks low to high, grouped at STEP (a decimal price step such as 0.1; default one
 * tick), the top N rows a side (default 20, the depth chart's maximum), cumulative from the best.
 * The format is sniffed from the first line unless given (BitMart messages carry "table").
 * Bad lines: an error naming the line on stderr and exit code 1; bad arguments: exit code 2.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { FeedError, parseFeedLine, sniffFormat, type FeedEvent, type FeedFormat } from '../src/core/book/feed';
import { ReferenceBook } from '../src/core/book/reference-book';
import { DEFAULT_DEPTH, replayEvents, type BookView } from '../src/core/book/replay';
import { MAX_TOP, type OrderBook } from '../src/core/book/types';
import { bookModuleFromExports, instantiateBookModule, type BookExports, type BookModule } from '../src/core/book/wasm-book';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WASM_FILE = join(ROOT, 'build', 'book.wasm');

const Options = z.object({
  file: z.string().min(1),
  depth: z.coerce.number().int().min(1).max(MAX_TOP).default(DEFAULT_DEPTH),
  group: z.string().regex(/^\d+(\.\d+)?$/, 'a decimal price step such as 0.1').optional(),
  format: z.enum(['native', 'bitmart']).optional(),
  engine: z.enum(['wasm', 'ref']).default('wasm'),
});
export type ReplayArgs = z.input<typeof Options>;

let wasm: Promise<BookModule> | null = null;

/** The release build of the book module, loaded once per process (Node). */
export function loadWasmBooks(): Promise<BookModule> {
  wasm ??= instantiateBookModule(readFileSync(WASM_FILE));
  return wasm;
}

let portable: Promise<BookModule> | null = null;

/** The portable JS build of the same module (build/book.portable.js): the `wasm-js` engine. */
export function loadPortableBooks(): Promise<BookModule> {
  portable ??= import(pathToFileURL(join(ROOT, 'build', 'book.portable.js')).href).then((m: BookExports) => bookModuleFromExports(m));
  return portable;
}

/** The lines of a plain or gzipped file (gzip recognised by its magic bytes). */
export function readLines(file: string): string[] {
  const raw = readFileSync(file);
  const text = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  return text.split('\n');
}

/** Parses every line (1-based numbers kept for errors); throws FeedError on the first bad one. */
export function parseLines(lines: readonly string[], format: FeedFormat): { line: number; ev: FeedEvent }[] {
  const out: { line: number; ev: FeedEvent }[] = [];
  lines.forEach((text, i) => {
    for (const ev of parseFeedLine(text, format, i + 1)) out.push({ line: i + 1, ev });
  });
  return out;
}

/** Runs a replay and returns the final book; throws ZodError (arguments) or FeedError (lines). */
export async function replay(args: ReplayArgs): Promise<BookView> {
  const o = Options.parse(args);
  const lines = readLines(o.file);
  const events = parseLines(lines, o.format ?? sniffFormat(lines));
  const book: OrderBook = o.engine === 'ref' ? new ReferenceBook() : (await loadWasmBooks()).createBook();
  try {
    return replayEvents(events, book, { depth: o.depth, group: o.group });
  } finally {
    book.dispose();
  }
}

function parseArgv(argv: string[]): ReplayArgs {
  const [cmd, file, ...rest] = argv;
  if (cmd !== 'replay' || file === undefined) throw new UsageError('usage: npm run book -- replay FILE [--depth N] [--group STEP] [--format native|bitmart] [--engine wasm|ref]');
  const args: Record<string, string> = { file };
  for (let i = 0; i < rest.length; i += 2) {
    const key = rest[i];
    const value = rest[i + 1];
    if (!['--depth', '--group', '--format', '--engine'].includes(key) || value === undefined) throw new UsageError(`unknown or incomplete option: ${key}`);
    args[key.slice(2)] = value;
  }
  return args as ReplayArgs;
}

class UsageError extends Error {}

async function main(): Promise<void> {
  try {
    const view = await replay(parseArgv(process.argv.slice(2)));
    process.stdout.write(`${JSON.stringify(view)}\n`);
  } catch (err) {
    if (err instanceof FeedError) {
      process.stderr.write(`book: ${process.argv[3]}: ${err.message}\n`);
      process.exitCode = 1;
    } else if (err instanceof UsageError) {
      process.stderr.write(`book: ${err.message}\n`);
      process.exitCode = 2;
    } else if (err instanceof z.ZodError) {
      const i = err.issues[0];
      process.stderr.write(`book: --${i.path.join('.')}: ${i.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`book: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
