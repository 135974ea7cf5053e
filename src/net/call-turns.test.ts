import { describe, expect, it } from 'vitest';
import { makeTurns } from './call-turns';

/** A stand-in task queue: `post` queues, `runTask` runs the oldest queued task. */
function tasks() {
  const queue: (() => void)[] = [];
  return {
    post: (run: () => void) => void queue.push(run),
    async runTask() {
      queue.shift()?.();
      await Promise.resolve(); // the turn's continuation (a microtask of that task)
      await Promise.resolve();
    },
    get pending() {
      return queue.length;
    },
  };
}

describe('call turns', () => {
  it('starts the first call of a task at once and each further one in a task of its own, in order', async () => {
    const t = tasks();
    const turns = makeTurns(t.post);
    const started: string[] = [];
    for (const name of ['list', 'counts', 'wallet']) void turns.take().then(() => started.push(name));
    await Promise.resolve();
    expect(started).toEqual(['list']);
    await t.runTask();
    expect(started).toEqual(['list', 'counts']);
    await t.runTask();
    expect(started).toEqual(['list', 'counts', 'wallet']);
    await t.runTask();
    expect(t.pending).toBe(0);
  });

  it('gives a call of a later task its turn at once again', async () => {
    const t = tasks();
    const turns = makeTurns(t.post);
    const started: string[] = [];
    void turns.take().then(() => started.push('a'));
    await t.runTask(); // the task that follows clears the first one's turn
    expect(t.pending).toBe(0);
    void turns.take().then(() => started.push('b'));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
  });

  it('waits behind calls already queued, even in a new task', async () => {
    const t = tasks();
    const turns = makeTurns(t.post);
    const started: string[] = [];
    void turns.take().then(() => started.push('a'));
    void turns.take().then(() => started.push('b'));
    await Promise.resolve();
    // a new call asked before b had its task: after b
    void turns.take().then(() => started.push('c'));
    await t.runTask();
    await t.runTask();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('gives every turn at once where the page has no task queue', async () => {
    const turns = makeTurns(null);
    const started: number[] = [];
    for (let i = 0; i < 3; i++) void turns.take().then(() => started.push(i));
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
  });
});
