/**
 * The horizontal lines a trader drew from the limit popup (issue 24): per pair, kept in local
 * storage (src/core/chart-trading/horizontal-lines.ts), each with a remove button, following
 * the chart's pans and zooms in its paint call.
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { addLine, HORIZONTAL_LINES_KEY, readHorizontalLines, removeLine, type HorizontalLines as Lines } from '../../core/chart-trading/horizontal-lines';
import type { ChartCoords } from './chart-coords';

function stored(): Lines {
  try {
    return readHorizontalLines(localStorage.getItem(HORIZONTAL_LINES_KEY));
  } catch {
    return {};
  }
}

const drawn = signal<Lines>(stored());

function keep(next: Lines): void {
  drawn.value = next;
  try {
    localStorage.setItem(HORIZONTAL_LINES_KEY, JSON.stringify(next));
  } catch {
    // storage refused: the lines last as long as the page
  }
}

export const drawHorizontalLine = (symbol: string, price: string) => keep(addLine(drawn.peek(), symbol, price));

export function HorizontalLines({ coords, symbol }: { coords: ChartCoords; symbol: string }) {
  useSignals();
  const { t } = useTranslation('chartTrade');
  const prices = drawn.value[symbol] ?? [];
  const refs = useRef(new Map<string, HTMLDivElement>());

  useLayoutEffect(() => {
    const place = () => {
      const box = coords.plot();
      for (const price of prices) {
        const el = refs.current.get(price);
        if (el === undefined) continue;
        const y = coords.yOf(Number(price));
        el.hidden = y === null || box === null || y < 0 || y > box.height;
        if (y !== null) el.style.transform = `translateY(${Math.round(y)}px)`;
      }
    };
    place();
    return coords.onPaint(place);
  }, [coords, prices]);

  return (
    <>
      {prices.map((price) => (
        <div key={price} className="ct-hline" data-price={price} ref={(el) => { if (el === null) refs.current.delete(price); else refs.current.set(price, el); }}>
          <span className="ct-hline-price">{price}</span>
          <button type="button" aria-label={t('popup.removeLine', { price })} onClick={() => keep(removeLine(drawn.peek(), symbol, price))}>×</button>
        </div>
      ))}
    </>
  );
}
