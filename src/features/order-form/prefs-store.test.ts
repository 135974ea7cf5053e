import { describe, expect, it } from 'vitest';
import { followOrderPrefs, loadOrderPrefs, orderPrefs, orderPrefsState, setOrderPref } from './prefs-store';

const saved: Array<[string, boolean]> = [];
const save = (key: string, on: boolean) => {
  saved.push([key, on]);
  return Promise.resolve();
};

describe('order preferences store', () => {
  it('should load a user\'s preferences once, a change made meanwhile winning over the answer', async () => {
    let answer!: (p: Record<string, boolean>) => void;
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<Record<string, boolean>>((r) => { answer = r; });
    };
    followOrderPrefs(7, load);
    followOrderPrefs(7, load);
    expect(loads).toBe(1);
    setOrderPref('ORDER_CONFIRM_LIMIT', false, save);
    expect(orderPrefs.value).toEqual({ ORDER_CONFIRM_LIMIT: false });
    answer({ ORDER_CONFIRM_LIMIT: true, THRESHOLD_CONFIRM: false });
    await Promise.resolve();
    expect(orderPrefs.value).toEqual({ ORDER_CONFIRM_LIMIT: false, THRESHOLD_CONFIRM: false });
    expect(saved).toEqual([['ORDER_CONFIRM_LIMIT', false]]);
  });

  it('should drop them for a visitor and load another user\'s afresh', async () => {
    followOrderPrefs(null);
    expect(orderPrefs.value).toEqual({});
    followOrderPrefs(8, () => Promise.resolve({ MARKET_OFFSET_CONFIRM: false }));
    await Promise.resolve();
    expect(orderPrefs.value).toEqual({ MARKET_OFFSET_CONFIRM: false });
  });

  it('should keep a change the gateway failed to save on the page', async () => {
    setOrderPref('THRESHOLD_CONFIRM', true, () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    expect(orderPrefs.value.THRESHOLD_CONFIRM).toBe(true);
  });
});

describe('order preferences store: a failed load', () => {
  it('should say so, try again when asked, share one load among those waiting, and keep the answer', async () => {
    let loads = 0;
    let fail = true;
    followOrderPrefs(9, () => {
      loads++;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve({ ORDER_CONFIRM_MARKET: false });
    });
    expect(orderPrefsState.value).toBe('loading');
    expect(await loadOrderPrefs()).toEqual({}); // the first load's own end: the defaults
    expect(orderPrefsState.value).toBe('failed');
    expect(loads).toBe(1);
    fail = false;
    const [a, b] = await Promise.all([loadOrderPrefs(), loadOrderPrefs()]);
    expect(loads).toBe(2);
    expect(a).toEqual({ ORDER_CONFIRM_MARKET: false });
    expect(b).toBe(a);
    expect(orderPrefs.value).toEqual({ ORDER_CONFIRM_MARKET: false });
    expect(orderPrefsState.value).toBe('loaded');
    // loaded: no call more
    expect(await loadOrderPrefs()).toBe(orderPrefs.value);
    expect(loads).toBe(2);
  });

  it('should not let a late answer for the user who left land on the next one', async () => {
    let answer!: (p: Record<string, boolean>) => void;
    followOrderPrefs(10, () => new Promise((r) => { answer = r; }));
    const late = loadOrderPrefs();
    followOrderPrefs(null);
    answer({ THRESHOLD_CONFIRM: false });
    await late;
    expect(orderPrefs.value).toEqual({});
    expect(orderPrefsState.value).toBe('visitor');
    expect(await loadOrderPrefs()).toEqual({});
  });
});
