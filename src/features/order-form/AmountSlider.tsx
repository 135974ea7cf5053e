import { useTranslation } from '../../i18n/use-translation';
import { SLIDER_MARKS, SLIDER_MAX, SLIDER_MIN } from '../../core/order-form/constants';
import { filterPercent } from '../../core/order-form/numeric-input';
import { formatUnitsTrim } from '../../core/units';
import { NumericInput } from './NumericInput';

export interface AmountSliderProps {
  /** Position in hundredths of a percent (0..10000), from form-state sliderPosition. */
  position: number;
  /** The percent entry's text ('' when the fields were typed). */
  percent: string;
  /** A picked or typed percent, as text ('25', '12.5'). */
  onPercent(text: string): void;
  disabled?: boolean;
}

/**
 * The amount slider (marks at 0, 25, 50, 75 and 100 percent) and the percent entry beside it.
 * Both hand a percent to the form, which computes amount and total (linking.sliderToFields).
 */
export function AmountSlider({ position, percent, onPercent, disabled }: AmountSliderProps) {
  const { t } = useTranslation('order');
  const shown = percent !== '' ? percent : position > 0 ? formatUnitsTrim(position, 2) : '';
  return (
    <div className="of-slider">
      <div className="of-slider-track">
        <input
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={1}
          value={Math.floor(position / 100)}
          disabled={disabled}
          aria-label={t('form.percentSlider')}
          onChange={(e) => onPercent(e.target.value)}
        />
        <div className="of-marks">
          {SLIDER_MARKS.map((m) => (
            <button key={m} type="button" disabled={disabled} className={position >= m * 100 ? 'on' : ''} aria-label={t('form.percentMark', { n: m })} onClick={() => onPercent(String(m))}>
              {m}%
            </button>
          ))}
        </div>
      </div>
      <NumericInput className="of-percent" hideLabel label={t('form.percent')} value={shown} unit="%" filter={filterPercent} precision={2} disabled={disabled} onChange={onPercent} />
    </div>
  );
}
