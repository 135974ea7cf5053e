import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import type { GatewayEnv } from '../http/env';
import { readJson } from '../http/input';
import { userOnly } from '../http/session';
import { PREFERENCE_KEYS, readPreferences, writePreferences, type PreferenceKey } from './preferences';
import { notLoggedIn, ok } from './respond';
import { userInfo } from './user-info';

/** Pref key of the trigger-order risk reminder acknowledgement. */
const MARK_PREF = 'mark:entrustPlan';

const PreferencesPatch = z.strictObject(
  Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, z.boolean().optional()])) as Record<PreferenceKey, z.ZodOptional<z.ZodBoolean>>,
);

/** The user-mark flag: a boolean, 0/1 or their strings, as clients send it. */
const Flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/**
 * Signed-in user calls: GET /user/info, GET/POST /user/preferences, and the trigger-order
 * reminder mark (GET .../entrustPlanUserMark/ifHasMark, POST .../saveUserMark).
 */
export function userRoutes(deps: GatewayDeps): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  // userOnly per route, not app.use('/user/*'): mounted, a wildcard would answer 401 instead of
  // 404 for unknown paths and reach other groups' routes under the same prefix
  app.get('/user/info', userOnly, (c) => {
    const user = deps.store.userById(c.get('userId')!);
    return user === undefined ? notLoggedIn(c) : ok(c, userInfo(user));
  });

  app.get('/user/preferences', userOnly, (c) => ok(c, readPreferences(deps.store, c.get('userId')!)));

  app.post('/user/preferences', userOnly, async (c) => {
    const input = await readJson(c, PreferencesPatch);
    if (!input.ok) return input.answer;
    const userId = c.get('userId')!;
    writePreferences(deps.store, userId, input.data);
    return ok(c, readPreferences(deps.store, userId));
  });

  app.get('/content/web/entrustPlanUserMark/ifHasMark', userOnly, (c) =>
    ok(c, { ifHasMark: deps.store.getPref(c.get('userId')!, MARK_PREF) === '1' }),
  );

  app.post('/content/web/entrustPlanUserMark/saveUserMark', userOnly, async (c) => {
    const input = await readJson(c, z.object({ flag: Flag }));
    if (!input.ok) return input.answer;
    deps.store.setPref(c.get('userId')!, MARK_PREF, input.data.flag ? '1' : '0');
    return ok(c, { ifHasMark: input.data.flag });
  });

  return app;
}
