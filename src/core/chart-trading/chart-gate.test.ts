import { describe, expect, it } from 'vitest';
import { chartGate, type GateDeps } from './chart-gate';
import type { QuickProblem } from './quick-order';

function fakes(verdict: 'ok' | 'kyc' | 'country' = 'ok') {
  const calls: string[] = [];
  const tracked: [string, Record<string, string>][] = [];
  const deps: GateDeps = {
    checkMargin: async () => {
      calls.push('margin');
      return verdict;
    },
    track: (event, params) => tracked.push([event, { ...params }]),
  };
  const rule = (answer: QuickProblem | null) => () => {
    calls.push('rule');
    return answer;
  };
  return { calls, tracked, deps, rule };
}

const balance: QuickProblem = { key: 'balanceNotEnough' };

describe('chartGate', () => {
  it('should run the margin check before the chart rule, and not run the rule once the check refuses', async () => {
    const f = fakes('kyc');
    expect(await chartGate('margin', 'market', f.rule(balance), f.deps)).toEqual({ kind: 'blocked', reason: 'kyc' });
    expect(f.calls).toEqual(['margin']);
    expect(f.tracked).toEqual([]);
  });

  it('should answer the country refusal as it is', async () => {
    const f = fakes('country');
    expect(await chartGate('margin', 'limit', f.rule(null), f.deps)).toEqual({ kind: 'blocked', reason: 'country' });
  });

  it('should check the rule after a passed margin check', async () => {
    const f = fakes('ok');
    expect(await chartGate('margin', 'market', f.rule(balance), f.deps)).toEqual({ kind: 'invalid', problem: balance });
    expect(f.calls).toEqual(['margin', 'rule']);
  });

  it('should never ask the margin check for a spot order', async () => {
    const f = fakes('kyc');
    expect(await chartGate('spot', 'market', f.rule(null), f.deps)).toEqual({ kind: 'pass' });
    expect(f.calls).toEqual(['rule']);
  });

  it('should track a failed rule as FE_param_failed with its reason and the order kind', async () => {
    const f = fakes();
    const less: QuickProblem = { key: 'lessTotal', params: { min: '5', coin: 'USDT' } };
    expect(await chartGate('spot', 'limit', f.rule(less), f.deps)).toEqual({ kind: 'invalid', problem: less });
    expect(f.tracked).toEqual([['FE_param_failed', { reason: 'lessTotal', kind: 'limit', source: 'chart' }]]);
  });

  it('should track nothing when the order passes', async () => {
    const f = fakes();
    await chartGate('margin', 'market', f.rule(null), f.deps);
    expect(f.tracked).toEqual([]);
  });
});
