import { describe, expect, it } from 'vitest';
import { clampReport, type ClientReport } from '../core/client-report';
import { FLUSH_MS, KEEP, MAX_BATCH_BYTES, PER_EVENT, TOTAL, createMonitor, type MonitorDeps } from './monitor';

/** A monitor over a fake network and clock; `answer` decides each send. */
function setup(answer: (batch: readonly ClientReport[]) => number | Promise<number> = () => 200) {
  const clock = { now: 1_000 };
  const timers: Array<{ at: number; run: () => void }> = [];
  const sent: Array<{ batch: readonly ClientReport[]; keepalive: boolean }> = [];
  /** The request bodies, as sent. */
  const bodies: string[] = [];
  const logged: string[] = [];
  const deps: MonitorDeps = {
    send: async (body, keepalive) => {
      bodies.push(body);
      const batch = (JSON.parse(body) as { reports: ClientReport[] }).reports;
      sent.push({ batch, keepalive });
      return answer(batch);
    },
    now: () => clock.now,
    page: () => '/trade/en?symbol=BTC_USDT',
    setTimer: (run, ms) => timers.push({ at: clock.now + ms, run }),
    log: (level, line) => logged.push(`${level} ${line}`),
  };
  const m = createMonitor(deps);
  /** Moves the clock and runs the timers that are due (and the sends they start). */
  const advance = async (ms: number) => {
    clock.now += ms;
    for (let due = timers.findIndex((t) => t.at <= clock.now); due >= 0; due = timers.findIndex((t) => t.at <= clock.now)) {
      timers.splice(due, 1)[0].run();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { m, sent, bodies, logged, advance, clock, timers };
}

describe('createMonitor', () => {
  it('should log every admitted report and send them together after FLUSH_MS', async () => {
    const { m, sent, logged, advance } = setup();
    m.report('warning', 'depth.missing', 'no symbol', { seq: 3 });
    m.report('error', 'panel.push-late', 'not reflected', {});
    expect(logged).toEqual(['warning depth.missing: no symbol', 'error panel.push-late: not reflected']);
    expect(sent).toHaveLength(0);
    await advance(FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(sent[0].batch.map((r) => [r.level, r.event, r.page, r.at])).toEqual([
      ['warning', 'depth.missing', '/trade/en?symbol=BTC_USDT', 1_000], ['error', 'panel.push-late', '/trade/en?symbol=BTC_USDT', 1_000],
    ]);
    expect(sent[0].batch[0].detail).toEqual({ seq: 3 });
    expect(m.stats()).toEqual({ queued: 0, sent: 2, dropped: 0, failedSends: 0 });
  });

  it('should send an event at most PER_EVENT times a minute and all at most TOTAL', async () => {
    const { m, sent, advance } = setup();
    for (let i = 0; i < 10; i++) m.report('warning', 'depth.missing', 'again');
    for (let i = 0; i < 100; i++) m.report('warning', `other.${i}`, 'x');
    for (let i = 0; i < 5; i++) await advance(FLUSH_MS);
    const events = sent.flatMap((s) => s.batch.map((r) => r.event));
    expect(events.filter((e) => e === 'depth.missing')).toHaveLength(PER_EVENT);
    expect(events).toHaveLength(TOTAL);
    expect(Math.max(...sent.map((s) => s.batch.length))).toBeLessThanOrEqual(20);
    expect(m.stats().dropped).toBe(110 - TOTAL);
    await advance(60_000);
    m.report('warning', 'depth.missing', 'a minute later');
    await advance(FLUSH_MS);
    expect(sent.at(-1)!.batch.map((r) => r.message)).toEqual(['a minute later']);
  });

  it('should keep a batch whose send failed and send it later, waiting longer after each failure', async () => {
    let up = false;
    const { m, sent, advance } = setup(() => (up ? 200 : 503));
    m.report('warning', 'a', 'one');
    await advance(FLUSH_MS);
    expect(sent).toHaveLength(1);
    await advance(FLUSH_MS); // the retry waits 2 x FLUSH_MS
    expect(sent).toHaveLength(1);
    await advance(FLUSH_MS);
    expect(sent).toHaveLength(2);
    up = true;
    await advance(4 * FLUSH_MS);
    expect(sent).toHaveLength(3);
    expect(sent[2].batch.map((r) => r.message)).toEqual(['one']);
    expect(m.stats()).toMatchObject({ queued: 0, sent: 1, failedSends: 2 });
  });

  it('should count a send that throws as failed and keep at most KEEP reports', async () => {
    const { m, advance } = setup(() => Promise.reject(new Error('offline')));
    for (let i = 0; i < 5; i++) {
      for (let k = 0; k < 25; k++) m.report('warning', `e${i}.${k}`, 'x');
      await advance(61_000);
    }
    expect(m.stats().queued).toBe(KEEP); // 125 admitted, the oldest 25 let go
    expect(m.stats().dropped).toBe(25);
    expect(m.stats().failedSends).toBeGreaterThan(0);
    expect(m.stats().sent).toBe(0);
  });

  it('should send what is queued at once with keepalive when flushed (the page is hidden)', async () => {
    const { m, sent } = setup();
    m.report('warning', 'a', 'last words');
    await m.flush(true);
    expect(sent).toEqual([{ batch: [expect.objectContaining({ message: 'last words' })], keepalive: true }]);
  });

  it('should let a batch the gateway refused go, and keep one it did not take (429, no answer)', async () => {
    const statuses = [400, 429, 0, 200];
    const { m, sent, advance } = setup(() => statuses.shift()!);
    m.report('warning', 'a', 'refused');
    await advance(FLUSH_MS);
    expect(m.stats()).toMatchObject({ queued: 0, dropped: 1, sent: 0 });
    m.report('warning', 'b', 'kept');
    await advance(FLUSH_MS); // 429
    await advance(2 * FLUSH_MS); // no answer
    await advance(4 * FLUSH_MS); // taken
    expect(sent.map((s) => s.batch.map((r) => r.message).join())).toEqual(['refused', 'kept', 'kept', 'kept']);
    expect(m.stats()).toMatchObject({ queued: 0, sent: 1, failedSends: 2 });
  });

  it('should keep batches under MAX_BATCH_BYTES of UTF-8 JSON, as the keepalive limit counts', async () => {
    const { m, sent, bodies, advance } = setup();
    // three bytes a character: by characters these would fit in two batches of 64 kB and more
    const big = '深度'.repeat(95);
    const detail = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`key${i}`, big]));
    for (let i = 0; i < 20; i++) m.report('warning', `e${i}`, '盘口'.repeat(250), detail);
    for (let i = 0; i < 6; i++) await advance(FLUSH_MS);
    expect(sent.length).toBeGreaterThan(2);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    expect(sent.flatMap((s) => s.batch)).toHaveLength(20);
  });

  it('should send each batch as the JSON of its queued reports, in order, within the batch limits', async () => {
    const { m, sent, bodies, advance } = setup();
    // quotes, backslashes and control characters grow in JSON; NaN is sent as text
    const awkward = '"\\\n\u0001'.repeat(40);
    const detail = { ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`key${i}`, awkward])), ratio: NaN };
    const expected: ClientReport[] = [];
    for (let i = 0; i < 25; i++) {
      m.report('warning', `e${i}`, `${i}: ${awkward}`, detail);
      expected.push(clampReport({ level: 'warning', event: `e${i}`, message: `${i}: ${awkward}`, detail, page: '/trade/en?symbol=BTC_USDT', at: 1_000 }));
    }
    for (let i = 0; i < 6; i++) await advance(FLUSH_MS);
    expect(bodies.length).toBeGreaterThan(2); // the byte limit split them, not only the count
    for (const [i, body] of bodies.entries()) {
      expect(body).toBe(JSON.stringify({ reports: sent[i].batch })); // the same text as serialising the batch whole
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BATCH_BYTES);
      expect(sent[i].batch.length).toBeLessThanOrEqual(20);
    }
    expect(sent.flatMap((s) => s.batch)).toEqual(expected);
  });

  it('should send what is not on its way with keepalive while another send is in flight, once each', async () => {
    let release: (status: number) => void = () => {};
    const answers: Array<Promise<number>> = [new Promise((r) => { release = r; })];
    const { m, sent, advance } = setup(() => answers.shift() ?? 200);
    m.report('warning', 'a', 'first');
    await advance(FLUSH_MS); // in flight, unanswered
    m.report('warning', 'b', 'second');
    await m.flush(true);
    expect(sent.map((s) => [s.batch.map((r) => r.message).join(), s.keepalive])).toEqual([['first', false], ['second', true]]);
    release(200);
    await new Promise((r) => setTimeout(r, 0));
    expect(m.stats()).toMatchObject({ queued: 0, sent: 2 });
  });
});

