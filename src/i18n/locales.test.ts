import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';

const root = join(__dirname, '../../locales');
const identical = JSON.parse(readFileSync(join(root, 'identical.json'), 'utf8')) as Record<string, string[]>;

function flatten(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
  }
  return out;
}

function load(locale: string, ns: string) {
  return flatten(JSON.parse(readFileSync(join(root, locale, `${ns}.json`), 'utf8')));
}

const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('should have a folder for each of the 15 locales and nothing else', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders.sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    it.each(namespaces)('should translate every key of %s, with the same placeholders', (ns) => {
      const en = load('en', ns);
      const tr = load(locale, ns);
      expect([...tr.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const t = tr.get(key)!;
        expect(t.trim(), `${locale} ${ns}:${key} is empty`).not.toBe('');
        expect(placeholders(t), `${locale} ${ns}:${key} placeholders`).toEqual(placeholders(text));
        if (t === text) expect(identical[locale] ?? [], `${locale} ${ns}:${key} is an English copy`).toContain(key);
      }
    });
  });
});
