/**
 * The indicator parameter dialog's text fields and their checks: a configuration shown as one
 * text per field (a list of periods as "7, 25, 99"), and the texts read back into a
 * configuration or the first problem, told as a key the dialog translates (never throws).
 * The bounds are indicator-params.ts's FIELD_RULES; the rules between fields are
 * parseIndicator's (MACD fast < slow, SAR max >= step).
 */
import { FIELD_RULES, parseIndicator, type FieldRule, type IndicatorConfig, type IndicatorKind } from './indicator-params';

/** Field name -> its text in the dialog. */
export type Draft = Record<string, string>;

export type EditProblem =
  | { key: 'number' | 'whole'; field: string }
  | { key: 'range'; field: string; min: number; max: number }
  | { key: 'count'; field: string; max: number }
  | { key: 'macdOrder' | 'sarOrder'; field: null };

/** The fields of an indicator's dialog, in order (none for VWAP and OBV). */
export function fieldsOf(kind: IndicatorKind): [string, FieldRule][] {
  return Object.entries(FIELD_RULES[kind] as Record<string, FieldRule>);
}

export function draftOf(c: IndicatorConfig): Draft {
  const out: Draft = {};
  for (const [k, v] of Object.entries(c.params as Record<string, number | number[]>)) out[k] = Array.isArray(v) ? v.join(', ') : String(v);
  return out;
}

function readNumber(text: string, field: string, rule: FieldRule): number | EditProblem {
  const t = text.trim();
  const v = t === '' ? NaN : Number(t);
  if (!Number.isFinite(v)) return { key: 'number', field };
  if (rule.integer && !Number.isInteger(v)) return { key: 'whole', field };
  if (v < rule.min || v > rule.max) return { key: 'range', field, min: rule.min, max: rule.max };
  return v;
}

/** The dialog's texts as a configuration of `kind`, or the first problem. */
export function configOf(kind: IndicatorKind, draft: Draft): { ok: true; value: IndicatorConfig } | { ok: false; problem: EditProblem } {
  const params: Record<string, number | number[]> = {};
  for (const [field, rule] of fieldsOf(kind)) {
    const text = draft[field] ?? '';
    if (rule.maxCount !== undefined) {
      const parts = text.split(/[,\s;]+/).filter((p) => p !== '');
      if (parts.length < 1 || parts.length > rule.maxCount) return { ok: false, problem: { key: 'count', field, max: rule.maxCount } };
      const values: number[] = [];
      for (const p of parts) {
        const v = readNumber(p, field, rule);
        if (typeof v !== 'number') return { ok: false, problem: v };
        values.push(v);
      }
      params[field] = values;
    } else {
      const v = readNumber(text, field, rule);
      if (typeof v !== 'number') return { ok: false, problem: v };
      params[field] = v;
    }
  }
  const p = parseIndicator({ kind, params });
  if (p.ok) return { ok: true, value: p.value };
  // every field passed its bounds: what is left is a rule between fields
  return { ok: false, problem: { key: kind === 'MACD' ? 'macdOrder' : 'sarOrder', field: null } };
}
