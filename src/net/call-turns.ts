/**
 * The page's calls start one per task. A pushed fill asks for a refresh of the order panel's
 * list and counts, the order form's wallet, the chart's order lines and the book's own-order
 * marks in one task (src/state/account.ts publishes their ticks together), and each call's
 * start is dear at a 4x CPU throttle: a fetch() with its cookies, a signature from WebCrypto,
 * ~5-15 ms. Started together they made the fill's task 70-130 ms long (docs/perf.md, session
 * 27). Here the first call of a task starts at once, and each further call asked in the same
 * task starts in a task of its own, in the order asked (a MessageChannel message: ahead of
 * timers, no 4 ms clamp). An order sent alone starts as soon as before.
 */

export interface Turns {
  /** Resolves when the caller may start its call: now, or in a task of its own. */
  take(): Promise<void>;
}

/**
 * `post` queues `run` as a task of its own (the browser's MessageChannel, or a stand-in in
 * tests); without one every turn is given at once.
 */
export function makeTurns(post: ((run: () => void) => void) | null = messagePost()): Turns {
  const waiting: (() => void)[] = [];
  /** A call started in the current task (cleared by the next task the queue runs). */
  let spent = false;
  let posted = false;
  const next = () => {
    posted = false;
    spent = false;
    const go = waiting.shift();
    if (go === undefined) return;
    spent = true;
    go();
    ensurePosted();
  };
  const ensurePosted = () => {
    if (posted || post === null) return;
    posted = true;
    post(next);
  };
  return {
    take() {
      if (post === null) return Promise.resolve();
      if (!spent && waiting.length === 0) {
        spent = true;
        ensurePosted(); // the task after this one clears `spent`
        return Promise.resolve();
      }
      const turn = new Promise<void>((go) => waiting.push(go));
      ensurePosted();
      return turn;
    },
  };
}

function messagePost(): ((run: () => void) => void) | null {
  if (typeof MessageChannel === 'undefined' || typeof window === 'undefined') return null;
  const channel = new MessageChannel();
  let queued: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const run = queued;
    queued = null;
    run?.();
  };
  return (run) => {
    queued = run;
    channel.port2.postMessage(null);
  };
}

/** The page's one queue of call starts. */
export const callTurns: Turns = makeTurns();
