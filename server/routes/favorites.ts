import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { Code } from '../engine/codes';
import type { GatewayEnv } from '../http/env';
import { readJson, readQuery } from '../http/input';
import { userOnly } from '../http/session';
import { pairRef } from '../market/refdata';
import type { Store } from '../store/api';
import { codeField } from './input-fields';
import { findPair } from './pairs';
import { badInput, ok, refuse } from './respond';

const PREF = 'favorites';
/** More favorites than this is refused: the list is sent whole on every read. */
export const MAX_FAVORITES = 200;

/** Favorite list type: 1 = trading pairs (the only type the specs use). */
const Type = codeField([1] as const);

const Change = z
  .object({
    type: Type.optional(),
    action: z.enum(['add', 'remove']),
    symbol_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
    symbol_name: z.string().trim().min(1).max(32).optional(),
  })
  .refine((b) => b.symbol_id !== undefined || b.symbol_name !== undefined, { message: 'symbol_id or symbol_name is required' });

/** The saved favorites, as symbols in the order they were added. */
function load(store: Store, userId: number): string[] {
  const raw = store.getPref(userId, PREF);
  if (raw === undefined) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && pairRef(s) !== undefined) : [];
  } catch {
    return [];
  }
}

function answer(symbols: string[]) {
  return { pairList: symbols.map((s) => ({ symbol_id: pairRef(s)!.symbolId, symbol_name: s })) };
}

/**
 * Server-side favorites of a signed-in user (visitors keep theirs in local storage):
 * GET /content/default/favorite/trading-pair?type=1 -> data.pairList [{symbol_id, symbol_name}];
 * POST the same path {type: 1, action: 'add'|'remove', symbol_id | symbol_name} -> the new list.
 */
export function favoriteRoutes(deps: GatewayDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const path = '/content/default/favorite/trading-pair';

  app.get(path, userOnly, (c) => {
    const q = readQuery(c, z.object({ type: Type.optional() }));
    if (!q.ok) return q.answer;
    return ok(c, answer(load(deps.store, c.get('userId')!)));
  });

  app.post(path, userOnly, async (c) => {
    const input = await readJson(c, Change);
    if (!input.ok) return input.answer;
    const { action, symbol_id, symbol_name } = input.data;
    const pair = findPair(symbol_id !== undefined ? String(symbol_id) : symbol_name!);
    if (pair === undefined) return refuse(c, Code.SYMBOL_NOT_FOUND, `unknown pair ${symbol_id ?? symbol_name}`);
    const userId = c.get('userId')!;
    const list = load(deps.store, userId).filter((s) => s !== pair.symbol);
    if (action === 'add') {
      if (list.length >= MAX_FAVORITES) return badInput(c, `at most ${MAX_FAVORITES} favorites`);
      list.push(pair.symbol);
    }
    deps.store.setPref(userId, PREF, JSON.stringify(list));
    return ok(c, answer(list));
  });

  return app;
}
