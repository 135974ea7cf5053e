import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLACED_CODES, refusalOf } from '../../core/order-form/error-codes';
import { draft, PAIR } from '../../core/order-form/order-form.fixture';
import { RULES } from '../../core/order-form/validation';
import en from '../../../locales/en/order.json';

function flatten(obj: Record<string, unknown>, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.add(key);
    else for (const kk of flatten(v as Record<string, unknown>, key)) out.add(kk);
  }
  return out;
}

const keys = flatten(en);
/** Every 'x.y' key literal a core module names (confirm-chain and loan build theirs inline). */
const literals = (file: string, prefix: string) =>
  [...readFileSync(join(__dirname, '../../core/order-form', file), 'utf8').matchAll(new RegExp(`'(${prefix}\\.[A-Za-z]+)'`, 'g'))].map((m) => m[1]);

describe('order namespace keys', () => {
  it('should hold the message of every validation rule', () => {
    for (const rule of RULES) expect(keys, rule.messageKey).toContain(rule.messageKey);
  });

  it('should hold every confirmation, dialog and loan message of the core', () => {
    const named = [...literals('confirm-chain.ts', 'confirm'), ...literals('error-codes.ts', 'dialog'), ...literals('loan.ts', 'loan')];
    expect(named.length).toBeGreaterThan(12);
    for (const k of named) expect(keys, k).toContain(k);
  });

  it('should hold the message of every section 8 code for every order kind', () => {
    for (const code of PLACED_CODES) {
      for (const d of [draft({}), draft({ kind: 'trigger', child: 'market', side: 'sell' })]) {
        const r = refusalOf(code, '', { draft: d, pair: PAIR });
        if (r.kind === 'field' || r.kind === 'dialog' || r.kind === 'shared') expect(keys, `${code}`).toContain(r.messageKey);
      }
    }
  });
});
