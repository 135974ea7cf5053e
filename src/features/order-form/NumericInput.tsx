import { useId, type ClipboardEvent, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { blurNumeric, filterNumeric, pasteNumeric, stepNumeric, typeNumeric, type NumericOptions } from '../../core/order-form/numeric-input';

export interface NumericInputProps extends NumericOptions {
  /** The visible label, also the input's accessible name. */
  label: string;
  value: string;
  /** Called with the filtered value only (every change, paste, arrow step and blur goes through numeric-input.ts). */
  onChange(value: string): void;
  /** Unit shown after the field ('USDT'). */
  unit?: string;
  /** A message shown under the field (validation or a refusal); marks the field invalid. */
  error?: string;
  placeholder?: string;
  disabled?: boolean;
  /**
   * A filter to use instead of filterNumeric (the percent entry's filterPercent); arrow keys
   * and paste still go through it.
   */
  filter?: (text: string) => string;
  className?: string;
  /** Keeps the label for assistive technology only (the percent entry sits beside the slider). */
  hideLabel?: boolean;
}

/**
 * The props that give an <input> the numeric rules of spec order-placement section 5: every
 * key typed, paste, arrow step and blur goes through numeric-input.ts, and `onChange` hears only
 * the filtered value (and only when it changed). The one place those rules meet the DOM: the
 * order form, the edit-order modal and the margin dialogs' AmountField all spread these.
 */
export function numericInputProps(
  value: string,
  onChange: (value: string) => void,
  options: NumericOptions,
  filter?: (text: string) => string,
): Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'value' | 'onChange' | 'onPaste' | 'onKeyDown' | 'onBlur'> {
  const clean = filter ?? ((text: string) => filterNumeric(text, options));
  const emit = (next: string) => {
    if (next !== value) onChange(next);
  };
  return {
    type: 'text',
    inputMode: options.integer === true || options.precision === 0 ? 'numeric' : 'decimal',
    autoComplete: 'off',
    value,
    onChange: (e) => emit(typeNumeric(value, e.target.value, options, clean)),
    onPaste(e: ClipboardEvent<HTMLInputElement>) {
      e.preventDefault(); // the filtered paste replaces the selection, nothing else gets in
      const el = e.currentTarget;
      const end = el.value.length;
      emit(pasteNumeric(el.value, el.selectionStart ?? end, el.selectionEnd ?? end, e.clipboardData.getData('text'), options, clean));
    },
    onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
      if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
      e.preventDefault();
      emit(clean(stepNumeric(value, e.key === 'ArrowUp' ? 1 : -1, options)));
    },
    onBlur: () => emit(blurNumeric(value)),
  };
}

/**
 * A text input that accepts only what spec order-placement section 5 allows: digits and one
 * dot, decimals cut at the precision (integer mode: none; a digit typed past it is refused, so
 * '12.5' at precision 0 is 12, never 125), pastes filtered to digits and one dot, ArrowUp /
 * ArrowDown stepping one unit and never below 0, a trailing dot removed on blur.
 * Reused by the order form and the edit-order modal.
 */
export function NumericInput({ label, value, onChange, unit, error, placeholder, disabled, filter, className, hideLabel, ...options }: NumericInputProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className={`of-field ${className ?? ''}`}>
      <label htmlFor={id} className={hideLabel === true ? 'visually-hidden' : undefined}>{label}</label>
      <div className="of-input">
        <input
          id={id}
          {...numericInputProps(value, onChange, options, filter)}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
        />
        {unit !== undefined && <span className="of-unit">{unit}</span>}
      </div>
      {error !== undefined && (
        <p id={errorId} className="of-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
