import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadLateTexts } from './index';
import { LATE_NAMESPACES } from './late-namespaces';

describe('the trade page\'s late texts', () => {
  it('are left out of the first load and added by loadLateTexts, once', async () => {
    await initI18n('fr-FR', { late: 'later' });
    for (const ns of LATE_NAMESPACES) expect(i18next.hasResourceBundle('fr-FR', ns), ns).toBe(false);
    for (const ns of ['trade', 'book', 'order', 'panel']) expect(i18next.hasResourceBundle('fr-FR', ns), ns).toBe(true);
    expect(i18next.t('hud:fps')).toBe('fps'); // a missing key shows itself
    const first = loadLateTexts();
    expect(loadLateTexts()).toBe(first);
    await first;
    for (const ns of LATE_NAMESPACES) expect(i18next.hasResourceBundle('fr-FR', ns), ns).toBe(true);
    expect(i18next.t('hud:fps')).toBe('Images par seconde');
  });
});
