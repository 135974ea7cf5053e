import type { Locale } from '../../i18n/locales';

export interface OrderPanelProps {
  locale: Locale;
  type: 'spot' | 'margin';
  layout: 'pro' | 'basic';
}

/** Placeholder until the widget lands (in progress): the grid area it fills. */
export function OrderPanel(_props: OrderPanelProps) {
  return <section className="widget widget-panel" data-widget="panel" />;
}
