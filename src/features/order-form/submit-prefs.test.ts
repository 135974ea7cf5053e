import { describe, expect, it, vi } from 'vitest';
import { confirmPrefs, type Prefs } from './prefs';
import { prefsForSubmit, prefsRead } from './submit-prefs';

/** The gateway's answer for a trader who turned the market order confirm off (every key answered). */
const SERVER: Prefs = {
  ORDER_CONFIRM_LIMIT: true, ORDER_CONFIRM_MARKET: false, ORDER_CONFIRM_TRIGGER: true, ORDER_CONFIRM_STOP_LIMIT: true,
  ORDER_CONFIRM_ADVANCED_LIMIT: true, ORDER_CONFIRM_LIMIT_MAKER: true, THRESHOLD_CONFIRM: true, MARKET_OFFSET_CONFIRM: true,
};

describe('chart submit preferences', () => {
  it('should wait for the trader\'s preferences when the page has none yet, and not ask what they turned off', async () => {
    const load = vi.fn(() => Promise.resolve(SERVER));
    const prefs = await prefsForSubmit('market', {}, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(confirmPrefs(prefs).orderConfirm.market).toBe(false);
    // before the fix the submit read {} and asked
    expect(confirmPrefs({}).orderConfirm.market).toBeUndefined();
  });

  it('should use the page\'s preferences once loaded, without another call', async () => {
    const load = vi.fn(() => Promise.resolve<Prefs>({}));
    const shown = { ...SERVER, ORDER_CONFIRM_LIMIT: false };
    expect(await prefsForSubmit('limit', shown, load)).toBe(shown);
    expect(load).not.toHaveBeenCalled();
  });

  it('should keep what the trader changed on the page over the loaded answer', async () => {
    const prefs = await prefsForSubmit('limit', { ORDER_CONFIRM_LIMIT: false }, () => Promise.resolve(SERVER));
    expect(prefs.ORDER_CONFIRM_LIMIT).toBe(false);
    expect(prefs.ORDER_CONFIRM_MARKET).toBe(false);
    expect(confirmPrefs(prefs)).toEqual({ skipThreshold: false, orderConfirm: { limit: false, market: false } });
  });

  it('should ask every question when the preferences cannot be read', async () => {
    const prefs = await prefsForSubmit('market', {}, () => Promise.reject(new Error('offline')));
    expect(prefs).toEqual({});
    expect(confirmPrefs(prefs)).toEqual({ skipThreshold: false, orderConfirm: {} });
  });

  it('should need the kind\'s own confirm and the two price warnings', () => {
    expect(prefsRead('limit')).toEqual(['ORDER_CONFIRM_LIMIT', 'THRESHOLD_CONFIRM', 'MARKET_OFFSET_CONFIRM']);
    expect(prefsRead('ioc')[0]).toBe('ORDER_CONFIRM_ADVANCED_LIMIT');
  });
});
