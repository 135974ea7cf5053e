import { describe, expect, it } from 'vitest';
import { OwnTask } from './own-task';

/** Resolves after the tasks queued before it (a timer is queued behind a channel message here). */
const afterTasks = () => new Promise<void>((r) => setTimeout(r, 5));

describe('OwnTask', () => {
  it('runs in a task of its own, after the asking task and its microtasks', async () => {
    const order: string[] = [];
    const task = new OwnTask(() => order.push('task'));
    task.request();
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await afterTasks();
    expect(order).toEqual(['sync', 'microtask', 'task']);
    task.close();
  });

  it('runs once for any number of requests before it runs, and again for a request after', async () => {
    let runs = 0;
    const task = new OwnTask(() => runs++);
    task.request();
    task.request();
    task.request();
    await afterTasks();
    expect(runs).toBe(1);
    task.request();
    await afterTasks();
    expect(runs).toBe(2);
    task.close();
  });

  it('a request made by the run itself queues the next run', async () => {
    let runs = 0;
    const task: OwnTask = new OwnTask(() => {
      if (++runs < 3) task.request();
    });
    task.request();
    await afterTasks();
    await afterTasks();
    expect(runs).toBe(3);
    task.close();
  });

  it('cancel drops the queued run; close drops it and ignores later requests', async () => {
    let runs = 0;
    const task = new OwnTask(() => runs++);
    task.request();
    task.cancel();
    await afterTasks();
    expect(runs).toBe(0);
    task.request();
    task.close();
    task.request();
    await afterTasks();
    expect(runs).toBe(0);
  });
});
