import type { Locale } from '../../i18n/locales';

export interface OrderFormProps {
  locale: Locale;
  type: 'spot' | 'margin';
  layout: 'pro' | 'basic';
}

/** Placeholder until the widget lands (in progress): the grid area it fills. */
export function OrderForm(_props: OrderFormProps) {
  return <section className="widget widget-form" data-widget="form" />;
}
