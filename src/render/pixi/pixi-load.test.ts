import { afterEach, describe, expect, it, vi } from 'vitest';

// Pixi's part as the network serves it: the first fetch fails, the next one answers
let fetches = 0;
vi.mock('./pixi-scene', () => {
  fetches++;
  if (fetches === 1) throw new Error('net::ERR_NETWORK_CHANGED');
  return { sceneRoot: () => 'root' };
});

describe('loadPixiScene', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should fetch Pixi once, and again after a fetch that failed', async () => {
    const { loadPixiScene } = await import('./pixi-load');
    await expect(loadPixiScene()).rejects.toThrow();
    const scene = await loadPixiScene();
    expect((scene as unknown as { sceneRoot(): string }).sceneRoot()).toBe('root');
    expect(loadPixiScene()).toBe(loadPixiScene()); // kept once it came
    expect(fetches).toBe(2);
  });

  it('should make a stage lazy only on the canvas path where a canvas can go to a worker', async () => {
    const { stageIsLazy } = await import('./pixi-load');
    class Canvas {
      transferControlToOffscreen() {}
    }
    vi.stubGlobal('HTMLCanvasElement', Canvas);
    vi.stubGlobal('Worker', class {});
    const canvas = { renderer: 'canvas' } as Parameters<typeof stageIsLazy>[0];
    const webgl = { renderer: 'webgl' } as Parameters<typeof stageIsLazy>[0];
    expect(stageIsLazy(canvas)).toBe(true);
    expect(stageIsLazy(webgl)).toBe(false);
    vi.stubGlobal('HTMLCanvasElement', class {});
    expect(stageIsLazy(canvas)).toBe(false);
  });
});
