import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The gateway's favourites calls, answered when the test says. */
const server = vi.hoisted(() => ({
  load: [] as ((list: string[] | null) => void)[],
  change: [] as { symbol: string; action: string; answer: (list: string[] | null) => void }[],
}));
vi.mock('./market-api', () => ({
  loadServerFavorites: () => new Promise<string[] | null>((resolve) => server.load.push(resolve)),
  changeServerFavorite: (symbol: string, action: string) => new Promise<string[] | null>((answer) => server.change.push({ symbol, action, answer })),
}));

const { account } = await import('../../state/account');
const { favorites, followFavorites, toggleFavorite } = await import('./favorites-store');

const tick = () => new Promise((r) => setTimeout(r, 0));
const user = { userId: 7 } as unknown as NonNullable<typeof account.value>;

describe('favourites store', () => {
  beforeEach(() => {
    server.load.length = 0;
    server.change.length = 0;
  });

  it('should send a star pressed before the page knows who is on it to the account, and keep it against an older list', async () => {
    followFavorites();
    const pressed = toggleFavorite('ETH_USDT'); // the account is not known yet
    await tick();
    expect(server.change).toHaveLength(0);
    account.value = user; // signed in: the account's list is asked for
    await tick();
    expect(server.load).toHaveLength(1);
    expect(server.change).toEqual([expect.objectContaining({ symbol: 'ETH_USDT', action: 'add' })]);
    server.change[0].answer(['ETH_USDT']);
    await pressed;
    expect([...favorites.value]).toEqual(['ETH_USDT']);
    server.load[0]([]); // the list asked for before the star answers last, older
    await tick();
    expect([...favorites.value]).toEqual(['ETH_USDT']);
  });
});
