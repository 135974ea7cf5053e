import { describe, expect, it } from 'vitest';
import { ManualRefresh, MANUAL_TICKER_GAP_MS, MANUAL_TICKER_TIMEOUT_MS, type ManualOutcome } from './manual-refresh';

function setup() {
  const timers: { fn: () => void; at: number; live: boolean }[] = [];
  let clock = 0;
  const answers: ((o: ManualOutcome) => void)[] = [];
  let rebuilds = 0;
  const m = new ManualRefresh({
    request: () => new Promise((r) => answers.push(r)),
    rebuild: () => rebuilds++,
    setTimer: (fn, ms) => {
      const t = { fn, at: clock + ms, live: true };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      if (t) (t as { live: boolean }).live = false;
    },
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const t of timers) if (t.live && t.at <= clock) {
      t.live = false;
      t.fn();
    }
  };
  return { m, answers, advance, rebuilds: () => rebuilds, now: () => clock };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('manual ticker refresh', () => {
  it('should ask only for a non-pair sort, at most every 2 s', () => {
    const { m, answers } = setup();
    expect(m.sortChosen('pair', 'down', 0)).toBe(false);
    expect(m.sortChosen('price', 'none', 0)).toBe(false);
    expect(m.sortChosen('price', 'down', 10_000)).toBe(true);
    expect(m.sortChosen('rate', 'down', 10_000 + MANUAL_TICKER_GAP_MS - 1)).toBe(false);
    expect(m.sortChosen('vol', 'up', 10_000 + MANUAL_TICKER_GAP_MS)).toBe(true);
    expect(answers).toHaveLength(2);
  });

  it('should rebuild once on the answer, not again at the timeout', async () => {
    const { m, answers, advance, rebuilds } = setup();
    m.sortChosen('price', 'down', 0);
    advance(300);
    expect(rebuilds()).toBe(0);
    answers[0]('answered');
    await tick();
    expect(rebuilds()).toBe(1);
    advance(MANUAL_TICKER_TIMEOUT_MS);
    expect(rebuilds()).toBe(1);
  });

  it('should rebuild on -8108', async () => {
    const { m, answers, rebuilds } = setup();
    m.sortChosen('rate', 'up', 0);
    answers[0]('refused');
    await tick();
    expect(rebuilds()).toBe(1);
  });

  it('should rebuild after 1 s without an answer (or when the socket could not ask), and not again on a late answer', async () => {
    const { m, answers, advance, rebuilds } = setup();
    m.sortChosen('vol', 'down', 0);
    answers[0]('closed');
    await tick();
    expect(rebuilds()).toBe(0);
    advance(MANUAL_TICKER_TIMEOUT_MS - 1);
    expect(rebuilds()).toBe(0);
    advance(1);
    expect(rebuilds()).toBe(1);
    m.sortChosen('vol', 'up', MANUAL_TICKER_GAP_MS);
    advance(MANUAL_TICKER_TIMEOUT_MS);
    expect(rebuilds()).toBe(2);
    answers[1]('answered');
    await tick();
    expect(rebuilds()).toBe(2);
  });

  it('should rebuild nothing after cancel', async () => {
    const { m, answers, advance, rebuilds } = setup();
    m.sortChosen('vol', 'down', 0);
    m.cancel();
    answers[0]('answered');
    await tick();
    advance(MANUAL_TICKER_TIMEOUT_MS);
    expect(rebuilds()).toBe(0);
  });
});
