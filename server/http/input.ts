import type { Context } from 'hono';
import type { z } from 'zod';
import { badInput } from '../routes/respond';

/** A parsed input, or the 400 answer to return as is. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; answer: Response };

/** First zod issue as 'path: message', enough for a client to see what is wrong. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid input';
  const path = issue.path.join('.');
  return path === '' ? issue.message : `${path}: ${issue.message}`;
}

/**
 * Reads and validates a JSON body. A body that is not JSON, or does not fit `schema`, gets
 * 400 code 30001 with the reason. An empty body is read as {} so optional-only schemas work.
 * `fast`, when given, is tried first: a reader that answers exactly what `schema` would for
 * the bodies it accepts and undefined for every other (routes/submit-fast.ts).
 */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  fast?: (raw: unknown) => z.infer<S> | undefined,
): Promise<Parsed<z.infer<S>>> {
  const text = await c.req.text();
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, answer: badInput(c, 'body is not valid JSON') };
    }
  }
  const quick = fast?.(raw);
  if (quick !== undefined) return { ok: true, data: quick };
  const result = schema.safeParse(raw);
  return result.success ? { ok: true, data: result.data } : { ok: false, answer: badInput(c, describeIssue(result.error)) };
}

/** Validates the query string (every value a string; repeated keys keep the first). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.infer<S>> {
  const result = schema.safeParse(c.req.query());
  return result.success ? { ok: true, data: result.data } : { ok: false, answer: badInput(c, describeIssue(result.error)) };
}
