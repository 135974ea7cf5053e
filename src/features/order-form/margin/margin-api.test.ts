import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendLoan, sendTransfer } from './margin-api';

/** The bodies the page signed and sent, as the gateway would read them. */
function captureBodies(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal('document', { cookie: 'accessSalt=salt' });
  vi.stubGlobal('fetch', async (_url: string, init: { body: string }) => {
    bodies.push(JSON.parse(init.body) as Record<string, unknown>);
    return { json: async () => ({ success: true, code: 0, msg: 'success', data: null }) };
  });
  return bodies;
}

describe('margin calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should send each transfer with a fresh 16-character request number, so a repeat moves money once', async () => {
    const bodies = captureBodies();
    await sendTransfer('BTC_USDT', 'USDT', '1000', 'in');
    await sendTransfer('BTC_USDT', 'USDT', '1000', 'in');
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ symbol: 'BTC_USDT', coin: 'USDT', amount: '1000', direction: 'in' });
    for (const b of bodies) expect(b.requestNo).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(bodies[0].requestNo).not.toBe(bodies[1].requestNo);
  });

  it('should send a borrow with its request number too', async () => {
    const bodies = captureBodies();
    await sendLoan('borrow', 'BTC_USDT', { coinId: 3, coinName: 'USDT', priceType: 1, borrowMin: '10', repayMin: '1', interestRate: '0.0001' }, '2000');
    expect(bodies[0]).toMatchObject({ symbol: 'BTC_USDT', amount: '2000', coinId: 3, isolated: true });
    expect(bodies[0].requestNo).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
