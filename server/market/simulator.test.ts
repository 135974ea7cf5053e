import { describe, expect, it } from 'vitest';
import { Engine } from '../engine/engine';
import { enginePairs, engineCoins } from './refdata';
import { simPairs } from './sim-pairs';
import { seedBooks } from './sim-seed';
import { startSimulator } from './simulator';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function world() {
  let events = 0;
  const engine = new Engine({ pairs: enginePairs(), coins: engineCoins(), now: Date.now, emit: () => void events++ });
  const pairs = simPairs(Date.now());
  seedBooks(engine, pairs);
  return { engine, pairs, events: () => events };
}

describe('startSimulator', () => {
  it('should do about `rate` book changes a second, committing after each slice, until stopped', async () => {
    const { engine, pairs, events } = world();
    let commits = 0;
    const sim = startSimulator({ engine, pairs, rate: 1000, seed: 1, commit: () => void commits++ });
    await sleep(1500);
    const stats = sim.stats();
    sim.stop();
    expect(stats.rate).toBe(1000);
    expect(stats.counts.ops).toBeGreaterThan(500);
    expect(stats.opsPerSec).toBeGreaterThan(500);
    expect(stats.opsPerSec).toBeLessThan(1500);
    expect(stats.errors).toBe(0);
    expect(commits).toBeGreaterThan(20);
    // stopped: nothing more happens
    const after = events();
    const opsAfter = sim.stats().counts.ops;
    await sleep(100);
    expect(events()).toBe(after);
    expect(sim.stats().counts.ops).toBe(opsAfter);
  });

  it('should do nothing at rate 0', async () => {
    const { engine, pairs, events } = world();
    const before = events();
    let commits = 0;
    const sim = startSimulator({ engine, pairs, rate: 0, commit: () => void commits++ });
    await sleep(100);
    sim.stop();
    expect(events()).toBe(before);
    expect(commits).toBe(0);
    expect(sim.stats()).toMatchObject({ rate: 0, opsPerSec: 0, lagMs: 0 });
  });

  it('should keep going when a commit throws', async () => {
    const { engine, pairs } = world();
    let calls = 0;
    const quiet = console.error;
    console.error = () => {};
    try {
      const sim = startSimulator({ engine, pairs, rate: 500, seed: 2, commit: () => { if (calls++ < 3) throw new Error('disk full'); } });
      await sleep(300);
      sim.stop();
      expect(sim.stats().errors).toBe(3);
      expect(calls).toBeGreaterThan(5);
    } finally {
      console.error = quiet;
    }
  });
});
