import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { EngineError } from '../engine/types';
import { Code } from '../engine/codes';

/**
 * Every /gw-api answer has the shape {success, code, msg, data}. Business refusals (balance,
 * minimums, …) answer HTTP 200 with success:false, as the exchange's clients expect; malformed
 * input answers 400, missing sign-in 401 (code -6), bad signatures 401, admin refusals 403,
 * throttling 429 — always with a code and a clear message, and nothing changed.
 */
export interface ApiAnswer<T> {
  success: boolean;
  code: number;
  msg: string;
  data: T | null;
}

export function ok<T>(c: Context, data: T) {
  return c.json<ApiAnswer<T>>({ success: true, code: Code.OK, msg: 'success', data });
}

export function refuse(c: Context, code: number, msg: string, status: ContentfulStatusCode = 200) {
  return c.json<ApiAnswer<null>>({ success: false, code, msg, data: null }, status);
}

export function refuseError(c: Context, error: EngineError) {
  return refuse(c, error.code, error.msg);
}

export function badInput(c: Context, msg: string) {
  return refuse(c, Code.PARAM_INVALID, msg, 400);
}

export function notLoggedIn(c: Context) {
  return refuse(c, Code.NOT_LOGGED_IN, 'not logged in', 401);
}
