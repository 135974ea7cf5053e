import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('groupCommit', () => {
  it('should share one commit among the callers of one event-loop turn', async () => {
    const done: string[] = [];
    let commits = 0;
    const durable = groupCommit(() => {
      commits++;
      done.push(`commit ${commits}`);
    });
    const answers = [1, 2, 3].map((n) => durable().then(() => done.push(`answer ${n}`)));
    expect(commits).toBe(0); // nothing committed inside the turn that asked
    await Promise.all(answers);
    expect(done).toEqual(['commit 1', 'answer 1', 'answer 2', 'answer 3']);
    await durable();
    expect(commits).toBe(2); // a later turn gets a commit of its own
  });

  it('should commit what was queued before the call, and answer only after it', async () => {
    const disk: number[] = [];
    const queue: number[] = [];
    const durable = groupCommit(() => disk.push(...queue.splice(0)));
    queue.push(1);
    const first = durable().then(() => [...disk]);
    queue.push(2); // emitted later in the same turn: the same commit takes it
    expect(await first).toEqual([1, 2]);
  });

  it('should reject every waiter of a failed commit and let the next one succeed', async () => {
    let fail = true;
    const durable = groupCommit(() => {
      if (fail) throw new Error('disk full');
    });
    const results = await Promise.allSettled([durable(), durable()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    fail = false;
    await expect(durable()).resolves.toBeUndefined();
  });
});
