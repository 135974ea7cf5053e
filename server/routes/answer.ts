import type { Context } from 'hono';
import { Code } from '../engine/codes';
import type { EngineError, Result } from '../engine/types';
import type { Check, Refusal } from './order-parse';
import type { MemoAnswer } from './request-memo';

/**
 * Answers as values, for the calls that remember them (request numbers) or build them in
 * plain functions; `send` writes one out. Same {success, code, msg, data} shape as respond.ts.
 */

export function okAnswer<T>(data: T): MemoAnswer {
  return { status: 200, body: { success: true, code: Code.OK, msg: 'success', data } };
}

export function refusalAnswer(r: Refusal): MemoAnswer {
  return { status: r.status, body: { success: false, code: r.code, msg: r.msg, data: null } };
}

/** An engine refusal passes through with its code and message (HTTP 200). */
export function engineRefusal(e: EngineError): MemoAnswer {
  return { status: 200, body: { success: false, code: e.code, msg: e.msg, data: null } };
}

export function send(c: Context, a: MemoAnswer): Response {
  return c.json(a.body, a.status);
}

/** A failed Check or Result as an answer (used as `if (!x.ok) return failed(x)`). */
export function failed(x: Check<unknown> | Result<unknown>): MemoAnswer {
  if (x.ok) throw new Error('failed() of a success');
  return 'refusal' in x ? refusalAnswer(x.refusal) : engineRefusal(x.error);
}
