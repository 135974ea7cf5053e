/**
 * Group commit for request handlers: `durable()` resolves once a commit that started after the
 * call has returned, so whatever the caller's engine command emitted is on disk by then.
 * Every caller in one event-loop turn shares that commit (one SQLite transaction, one WAL
 * append), which is run from setImmediate: after the poll phase has handed every request that
 * arrived together to its handler, before the loop waits for I/O again.
 *
 * Why: a transaction has a fixed cost (begin, the WAL frames of every touched page, commit)
 * that was most of the SQLite share of a submit (about 0.2 ms). Under load several submits
 * arrive per turn and now pay it once; an idle gateway commits each submit alone, in the same
 * turn, as before (a few µs later).
 *
 * Nothing unpersisted is acknowledged: a handler answers only after `await durable()`. If the
 * commit throws, every waiter of that turn is rejected with the error (the caller answers with
 * an error, as a synchronous commit did) and the batch stays queued for the next commit.
 */
export function groupCommit(commit: () => void): () => Promise<void> {
  let waiters: Array<{ resolve: () => void; reject: (err: unknown) => void }> = [];
  const flush = (): void => {
    const batch = waiters;
    waiters = [];
    try {
      commit();
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    for (const w of batch) w.resolve();
  };
  return () =>
    new Promise<void>((resolve, reject) => {
      if (waiters.length === 0) setImmediate(flush);
      waiters.push({ resolve, reject });
    });
}
