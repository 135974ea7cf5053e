import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The German texts address the trader as "Sie" and call an order "Order" (as German exchanges
// do: Limit-Order, Orderhistorie, Order-ID), in the terminal's namespaces and in the gateway's
// announcements alike. Mixed registers and terms read as a careless exchange.
const root = join(__dirname, '../..');
const dir = join(root, 'locales/de-DE');
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)),
  join(root, 'server/market/content-texts/de-DE.json'),
];

function strings(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

const texts = files.flatMap((f) => strings(JSON.parse(readFileSync(f, 'utf8'))).map(([key, text]) => [`${f.slice(root.length + 1)}:${key}`, text] as const));
const json = (ns: string) => JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8'));

describe('German texts', () => {
  it('should address the trader formally, never with du', () => {
    const informal = /\b(du|dich|dir|dein\w*|gib|bestätige|übertrage|zahle|storniere|verifiziere|melde)\b/i;
    expect(texts.filter(([, t]) => informal.test(t))).toEqual([]);
  });

  it('should call an order "Order", never "Auftrag"', () => {
    expect(texts.filter(([, t]) => /auftr[aä]g/i.test(t))).toEqual([]);
  });

  it('should name the buy/sell column with one word wherever it appears', () => {
    const word = json('panel').col.side as string;
    expect([json('order').confirm.rowSide, json('trades').side]).toEqual([word, word]);
    expect(word).not.toBe(json('panel').pager.page.replace(/\s*{{page}}/, '')); // "Seite" is the pager's page
  });
});
