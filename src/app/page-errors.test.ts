import { describe, expect, it } from 'vitest';
import { describeThrown, followPageErrors, PAGE_ERROR_EVENT } from './page-errors';

class FakeErrorEvent extends Event {
  constructor(readonly error: unknown, readonly message: string, readonly filename = '', readonly lineno = 0, readonly colno = 0) {
    super('error', { cancelable: true });
  }
}
class FakeRejection extends Event {
  constructor(readonly reason: unknown) {
    super('unhandledrejection', { cancelable: true });
  }
}

describe('page errors', () => {
  it('should report an uncaught error and a forgotten rejection as page_js_error, and swallow both', () => {
    const win = new EventTarget();
    const seen: unknown[] = [];
    const stop = followPageErrors(win, (event, message, detail) => seen.push({ event, message, detail }));
    const thrown = new TypeError('x is undefined');
    const e = new FakeErrorEvent(thrown, 'Uncaught TypeError', '/assets/app.js', 12, 34);
    win.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    const r = new FakeRejection('socket closed');
    win.dispatchEvent(r);
    expect(r.defaultPrevented).toBe(true);
    expect(seen).toEqual([
      { event: PAGE_ERROR_EVENT, message: 'TypeError: x is undefined', detail: { kind: 'error', source: '/assets/app.js', line: 12, column: 34, stack: thrown.stack!.slice(0, 200) } },
      { event: PAGE_ERROR_EVENT, message: 'socket closed', detail: { kind: 'rejection', stack: '' } },
    ]);
    stop();
    win.dispatchEvent(new FakeRejection('after'));
    expect(seen).toHaveLength(2);
  });

  it('should leave the browser\'s ResizeObserver notice alone: no script threw', () => {
    const win = new EventTarget();
    const seen: unknown[] = [];
    followPageErrors(win, (...args) => seen.push(args));
    const e = new FakeErrorEvent(null, 'ResizeObserver loop completed with undelivered notifications.');
    win.dispatchEvent(e);
    expect(seen).toEqual([]);
    expect(e.defaultPrevented).toBe(false);
  });

  it('should describe anything thrown, even what JSON cannot write', () => {
    expect(describeThrown({ code: 7 })).toEqual({ message: '{"code":7}', stack: '' });
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(describeThrown(loop).message).toBe('[object Object]');
    expect(describeThrown(undefined).message).toBe('undefined');
  });
});
