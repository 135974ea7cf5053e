import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MAX_INDICATORS } from './chart-prefs';
import { configOf, draftOf, fieldsOf, type Draft, type EditProblem } from './indicator-edit';
import { defaultIndicator, LOWER_PANE, PRICE_PANE, type IndicatorConfig, type IndicatorKind } from './indicator-params';

/**
 * The indicators button: the price pane's indicators (MA, EMA, BOLL, VWAP, SAR) and the lower
 * panes' (VOL, MACD, RSI, KDJ, StochRSI, OBV, WR), each switched on and off with a checkbox
 * (several at once, up to MAX_INDICATORS) and, once on, its parameters edited in a small
 * dialog (⚙). The list is kept in chartIndicators by the caller.
 */
export function IndicatorMenu({ chosen, onChange }: { chosen: readonly IndicatorConfig[]; onChange: (next: IndicatorConfig[]) => void }) {
  const { t } = useTranslation('chart');
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<IndicatorKind | null>(null);
  const on = (k: IndicatorKind) => chosen.find((c) => c.kind === k);
  const toggle = (k: IndicatorKind) => onChange(on(k) !== undefined ? chosen.filter((c) => c.kind !== k) : [...chosen, defaultIndicator(k)]);
  const full = chosen.length >= MAX_INDICATORS;
  const group = (title: string, kinds: readonly IndicatorKind[]) => (
    <fieldset className="indicator-group">
      <legend>{title}</legend>
      <ul className="indicator-list">
        {kinds.map((k) => (
          <li key={k}>
            <label><input type="checkbox" checked={on(k) !== undefined} disabled={full && on(k) === undefined} onChange={() => toggle(k)} /> {t(`indicator.${k}`)}</label>
            {on(k) !== undefined && fieldsOf(k).length > 0 && (
              <button type="button" className="indicator-edit" aria-label={t('indicators.edit', { name: k })} title={t('indicators.edit', { name: k })} onClick={() => setEditing(k)}>⚙</button>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );

  const current = editing === null ? undefined : on(editing);
  return (
    <div className="interval-menu indicator-menu">
      <button type="button" aria-expanded={open} onClick={() => { setOpen(!open); setEditing(null); }}>{t('toolbar.indicators')}</button>
      {open && (
        <div className="interval-menu-pop" role="dialog" aria-label={t('toolbar.indicators')}>
          {current === undefined ? (
            <>
              {group(t('indicators.price'), PRICE_PANE)}
              {group(t('indicators.lower'), LOWER_PANE)}
              {full && <p className="indicator-note">{t('indicators.full', { n: MAX_INDICATORS })}</p>}
            </>
          ) : (
            <IndicatorEditor
              config={current}
              onCancel={() => setEditing(null)}
              onSave={(c) => {
                onChange(chosen.map((x) => (x.kind === c.kind ? c : x)));
                setEditing(null);
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The parameter dialog of one indicator: a text per field, checked on Save. */
function IndicatorEditor({ config, onCancel, onSave }: { config: IndicatorConfig; onCancel: () => void; onSave: (c: IndicatorConfig) => void }) {
  const { t } = useTranslation('chart');
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [problem, setProblem] = useState<EditProblem | null>(null);
  const save = () => {
    const r = configOf(config.kind, draft);
    if (r.ok) onSave(r.value);
    else setProblem(r.problem);
  };
  const why = (p: EditProblem): string => {
    const field = p.field === null ? '' : t(`param.${p.field}` as 'param.period');
    switch (p.key) {
      case 'number': return t('edit.number', { field });
      case 'whole': return t('edit.whole', { field });
      case 'range': return t('edit.range', { field, min: p.min, max: p.max });
      case 'count': return t('edit.count', { field, max: p.max });
      case 'macdOrder': return t('edit.macdOrder');
      case 'sarOrder': return t('edit.sarOrder');
    }
  };
  return (
    <form
      className="indicator-editor"
      aria-label={t('indicators.edit', { name: config.kind })}
      onSubmit={(e) => { e.preventDefault(); save(); }}
    >
      <p className="interval-menu-title">{t(`indicator.${config.kind}`)}</p>
      {fieldsOf(config.kind).map(([f, rule]) => (
        <label key={f} className="indicator-field">
          <span>{t(`param.${f}` as 'param.period')}{rule.maxCount !== undefined ? ` (${t('edit.list', { max: rule.maxCount })})` : ''}</span>
          <input
            type="text"
            inputMode="decimal"
            name={f}
            value={draft[f] ?? ''}
            aria-invalid={problem?.field === f}
            onChange={(e) => { setDraft({ ...draft, [f]: e.target.value }); setProblem(null); }}
          />
        </label>
      ))}
      {problem !== null && <p className="indicator-problem" role="alert">{why(problem)}</p>}
      <div className="interval-menu-actions">
        <button type="button" onClick={() => { setDraft(draftOf(defaultIndicator(config.kind))); setProblem(null); }}>{t('edit.defaults')}</button>
        <button type="button" onClick={onCancel}>{t('menu.cancel')}</button>
        <button type="submit" className="primary">{t('menu.save')}</button>
      </div>
    </form>
  );
}
