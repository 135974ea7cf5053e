import { describe, expect, it } from 'vitest';
import type { Adapter, ICanvas } from 'pixi.js';
import { refusingWebGL } from './canvas-only-adapter';

/** A base adapter whose canvases record the context types asked of them. */
function fakeBase(asked: string[]): Adapter {
  return {
    createCanvas: (width?: number, height?: number) => ({
      width: width ?? 0,
      height: height ?? 0,
      getContext: (type: string) => {
        asked.push(type);
        return { type };
      },
    }) as unknown as ICanvas,
    getCanvasRenderingContext2D: () => CanvasRenderingContext2D,
    getWebGLRenderingContext: () => WebGLRenderingContext,
    getNavigator: () => ({ userAgent: 'test', gpu: null }),
    getBaseUrl: () => 'http://test/',
    getFontFaceSet: () => null,
    fetch: () => Promise.reject(new Error('no fetch')),
    parseXML: () => { throw new Error('no xml'); },
  } as unknown as Adapter;
}

describe('refusingWebGL', () => {
  it('answers null to every WebGL context type without asking the real canvas', () => {
    const asked: string[] = [];
    const canvas = refusingWebGL(fakeBase(asked)).createCanvas();
    for (const type of ['webgl', 'webgl2', 'experimental-webgl']) expect(canvas.getContext(type as 'webgl')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('passes 2D context requests and the canvas size through', () => {
    const asked: string[] = [];
    const canvas = refusingWebGL(fakeBase(asked)).createCanvas(6, 1);
    expect(canvas.getContext('2d')).toEqual({ type: '2d' });
    expect(asked).toEqual(['2d']);
    expect([canvas.width, canvas.height]).toEqual([6, 1]);
  });

  it('keeps the rest of the adapter', () => {
    const base = fakeBase([]);
    expect(refusingWebGL(base).getBaseUrl()).toBe('http://test/');
  });
});
