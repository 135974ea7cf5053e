/**
 * The open-order table's action column (spec order-panel section 9: "The action column minimum
 * width varies by locale from 80 to 100"). The value is the room the locale's Cancel label
 * needs (every row has it: 12 px text, 8 px button padding a side, 8 px cell padding a side),
 * rounded up to 80, 90 or 100 px. It is a minimum: rows with Edit too, and the header's
 * Cancel All, widen the column to their content; the column stays on screen however wide the
 * table gets (order-panel.css: sticky at the inline end).
 */
import type { Locale } from '../../i18n/locales';

/** Minimum width of the action column in px, per locale (docs/decisions.md lists the values). */
export const ACTION_COLUMN_MIN_PX: Readonly<Record<Locale, 80 | 90 | 100>> = {
  // short Cancel labels: 撤单, 취소, キャンセル, إلغاء, Hủy, Cancel (36–63 px with padding)
  ar: 80, cn: 80, 'zh-TW': 80, jp: 80, kr: 80, vn: 80, en: 80,
  // Cancelar, Annuler, İptal et (64–75 px)
  br: 90, es: 90, 'fr-FR': 90, tr: 90,
  // Stornieren, Annuleren, Отменить, Скасувати (83–88 px)
  'de-DE': 100, 'nl-NL': 100, ru: 100, 'uk-UA': 100,
};

/** The action column's minimum width for `locale`, in px (80–100). */
export function actionColumnMinPx(locale: Locale): number {
  return ACTION_COLUMN_MIN_PX[locale];
}
