import { describe, expect, it } from 'vitest';
import { HIDDEN_RELOAD_MS } from './hidden-reload';
import { followPageLife, type PageLifeHost } from './page-life';

/** A browser of EventTargets, a clock the test moves, and counts of what the page did. */
function fakeHost(visibility: DocumentVisibilityState = 'visible') {
  const doc = Object.assign(new EventTarget(), { visibilityState: visibility });
  const done = { reloads: 0, leaves: 0 };
  let clock = 1_000_000;
  const host: PageLifeHost = {
    win: new EventTarget(),
    doc,
    now: () => clock,
    reload: () => void done.reloads++,
    leave: () => void done.leaves++,
  };
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  const pass = (ms: number) => void (clock += ms);
  return { host, done, show, pass };
}

describe('followPageLife', () => {
  it('should reload a tab shown again after more than 24 h hidden, and only then', () => {
    const { host, done, show, pass } = fakeHost();
    followPageLife(host);
    show('hidden');
    pass(HIDDEN_RELOAD_MS);
    show('visible');
    expect(done.reloads).toBe(0);
    show('hidden');
    pass(HIDDEN_RELOAD_MS + 1);
    show('visible');
    expect(done.reloads).toBe(1);
  });

  it('should count from the first hide, and from the start for a page opened hidden', () => {
    const { host, done, show, pass } = fakeHost('hidden');
    followPageLife(host);
    pass(HIDDEN_RELOAD_MS / 2);
    show('hidden'); // a second hidden event does not restart the count
    pass(HIDDEN_RELOAD_MS / 2 + 1);
    show('visible');
    expect(done.reloads).toBe(1);
  });

  it('should end the market streams on pagehide, and reload a page restored from the back-forward cache', () => {
    const { host, done } = fakeHost();
    followPageLife(host);
    host.win.dispatchEvent(new Event('pagehide'));
    expect(done).toEqual({ leaves: 1, reloads: 0 });
    host.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(done.reloads).toBe(0);
    host.win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(done.reloads).toBe(1);
  });

  it('should do nothing more once stopped', () => {
    const { host, done, show, pass } = fakeHost();
    const stop = followPageLife(host);
    show('hidden');
    stop();
    pass(2 * HIDDEN_RELOAD_MS);
    show('visible');
    host.win.dispatchEvent(new Event('pagehide'));
    expect(done).toEqual({ leaves: 0, reloads: 0 });
  });
});
