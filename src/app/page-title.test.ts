import { describe, expect, it } from 'vitest';
import { pageTitle, type TitleTexts } from './page-title';

const TEXTS: Record<string, string> = { 'shell.title': 'Trade {{pair}}', 'shell.seoTitle': 'Crypto Spot and Margin Trading' };
const t: TitleTexts = (key, vars) => TEXTS[key].replace('{{pair}}', vars?.pair ?? '{{pair}}');

describe('pageTitle', () => {
  it('should name the pair shown', () => {
    expect(pageTitle(t, 'ETH/USDT', true)).toBe('Trade ETH/USDT');
    expect(pageTitle(t, 'ETH/USDT', false)).toBe('Trade ETH/USDT');
  });

  it('should fall back to the SEO title once the list is in without a pair to show', () => {
    expect(pageTitle(t, undefined, true)).toBe('Crypto Spot and Margin Trading');
  });

  it('should keep the title there is before the list', () => {
    expect(pageTitle(t, undefined, false)).toBeNull();
  });
});
