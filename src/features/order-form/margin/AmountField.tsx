import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { numericInputProps } from '../NumericInput';

export interface AmountFieldProps {
  /** Accessible name and visible label. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Decimals the coin's amounts may have (the margin symbol's count1 / count2). */
  decimals: number;
  /** Coin shown after the input. */
  unit: string;
  /** The field's message (validation or a refused call), shown under it and announced. */
  error?: string | null;
  /** Fills the most the action allows. */
  onMax?(): void;
}

/**
 * The amount input of the borrow/repay and transfer dialogs, with section 5's input rules from
 * the order form's numericInputProps: digits and one dot, cut at the coin's decimals (a digit
 * typed past them is refused), pastes filtered, arrow keys step and never go below 0, a
 * trailing dot removed on blur.
 */
export function AmountField({ label, value, onChange, decimals, unit, error, onMax }: AmountFieldProps) {
  const { t } = useTranslation('margin');
  const id = useId();
  const options = { precision: decimals };
  return (
    <div className="margin-field">
      <label htmlFor={id}>{label}</label>
      <div className="margin-input">
        <input id={id} {...numericInputProps(value, onChange, options)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        <span className="margin-unit">{unit}</span>
        {onMax && <button type="button" className="margin-max" onClick={onMax}>{t('field.max')}</button>}
      </div>
      {error ? <p id={`${id}-error`} className="margin-error" role="alert">{error}</p> : null}
    </div>
  );
}
