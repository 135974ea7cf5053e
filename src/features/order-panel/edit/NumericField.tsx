/**
 * A labelled decimal input with the input rules of spec order-placement section 5 (which the
 * edit modal's section 5 refers to), all from src/core/order-form/numeric-input.ts: typed and
 * pasted text filtered to digits and one dot at the field's precision (cut, never rounded
 * up), arrow up/down step one unit of that precision, a trailing dot goes on blur.
 *
 * Written for the edit modal while the order form's own NumericInput was not there yet; the
 * two should become one (see the report).
 */
import { blurNumeric, filterNumeric, stepNumeric } from '../../../core/order-form/numeric-input';

export interface NumericFieldProps {
  id: string;
  label: string;
  value: string;
  /** Decimals kept (the pair's price or count precision). */
  precision: number;
  /** The coin shown after the input (USDT, BTC). */
  unit: string;
  /** Shown under the input and tied to it (aria-describedby), or null. */
  error: string | null;
  disabled?: boolean;
  onChange(value: string): void;
}

/** One field row: label, input with its unit, and its error text. */
export function NumericField({ id, label, value, precision, unit, error, disabled, onChange }: NumericFieldProps) {
  const errorId = `${id}-error`;
  const set = (next: string) => {
    if (next !== value) onChange(next);
  };
  return (
    <div className="edit-field">
      <label htmlFor={id}>{label}</label>
      <div className={`edit-input${error !== null ? ' edit-input-invalid' : ''}`}>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? errorId : undefined}
          onChange={(e) => set(filterNumeric(e.target.value, { precision }))}
          onBlur={() => set(blurNumeric(value))}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
            e.preventDefault(); // the caret would jump to the start or end
            set(stepNumeric(value, e.key === 'ArrowUp' ? 1 : -1, { precision }));
          }}
        />
        <span className="edit-unit" aria-hidden="true">{unit}</span>
      </div>
      {error !== null && <p id={errorId} className="edit-field-error">{error}</p>}
    </div>
  );
}
