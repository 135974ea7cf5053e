import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './index';

describe('initI18n', () => {
  it('should load the texts of the page\'s locale alone, every namespace of it', async () => {
    const i18n = await initI18n('de-DE');
    expect(i18n.t('trades:title')).not.toBe('trades:title');
    for (const ns of ['trade', 'auth', 'book', 'depth', 'edit', 'hud', 'margin', 'order', 'panel', 'trades']) expect(i18next.hasResourceBundle('de-DE', ns), ns).toBe(true);
    expect(Object.keys(i18next.store.data)).toEqual(['de-DE']);
  });
});
