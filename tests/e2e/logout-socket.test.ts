import { describe, expect, it } from 'vitest';
import type { AckMessage, ErrorMessage, ServerMessage } from '../../src/protocol/messages';
import { TestClient } from '../../server/routes/ws.fixture';
import { ApiClient } from './client';
import { useTradeEnv } from './trade-env';
import { uniqueEmail } from './users';

/**
 * Logout ends what the session opened, on a real gateway process: the user-socket token it
 * issued is refused (-8105) and the /ws/user socket subscribed with it is closed (4001), so
 * none of the user's private order events reach it any more.
 */
describe('logout and the user socket', () => {
  const env = useTradeEnv({ simRate: 0, env: { SEED_BOOKS: '0' }, browser: false });

  it('should refuse the token and close its socket once the user logs out', async () => {
    const alice = new ApiClient(env.gw.url);
    await alice.register(uniqueEmail('logout'));
    const token = (await alice.get<{ token: string }>('/gw-api/user/ws-token')).data.token;
    const wsUrl = `${env.gw.url.replace('http', 'ws')}/ws/user`;
    const isAck = (m: ServerMessage) => m.ch === 'ack';

    const socket = await TestClient.connect(wsUrl);
    socket.send({ op: 'SUBSCRIBE', id: 1, args: [['notify', { token }]] });
    expect(await socket.next<AckMessage>(isAck)).toMatchObject({ op: 'SUBSCRIBE', id: 1 });
    const closed = new Promise<number>((resolve) => {
      const t = setTimeout(() => resolve(-1), 5000);
      socket.ws.once('close', (code) => (clearTimeout(t), resolve(code)));
    });

    expect((await alice.post('/gw-api/auth/logout', {})).success).toBe(true);
    expect(await closed, 'the subscribed socket is closed by the gateway').toBe(4001);

    const fresh = await TestClient.connect(wsUrl);
    try {
      fresh.send({ op: 'SUBSCRIBE', id: 2, args: [['notify', { token }]] });
      expect(await fresh.next<ErrorMessage>((m) => m.ch === 'error' || m.ch === 'ack')).toMatchObject({ ch: 'error', code: -8105, id: 2 });
    } finally {
      fresh.close();
    }
  });
});
