import { describe, expect, it } from 'vitest';
import { chooseRenderer, forcedRenderer, isSoftwareRenderer, type RendererProbe } from './renderer-choice';

const NVIDIA = 'ANGLE (NVIDIA, NVIDIA GeForce RTX 3070 Direct3D11 vs_5_0 ps_5_0, D3D11)';
const SWIFTSHADER = 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const gpu: RendererProbe = { query: '', webglAvailable: true, unmaskedRenderer: NVIDIA, majorPerformanceCaveat: false };

describe('chooseRenderer', () => {
  it.each<[string, Partial<RendererProbe>, string, string]>([
    ['a real GPU', {}, 'webgl', 'gpu'],
    ['a GPU with no debug renderer info', { unmaskedRenderer: null }, 'webgl', 'gpu'],
    ['a GPU with undefined renderer info', { unmaskedRenderer: undefined }, 'webgl', 'gpu'],
    ['no WebGL', { webglAvailable: false }, 'canvas', 'no-webgl'],
    ['a major performance caveat', { majorPerformanceCaveat: true }, 'canvas', 'caveat'],
    ['SwiftShader', { unmaskedRenderer: SWIFTSHADER }, 'canvas', 'software-gl'],
    ['llvmpipe', { unmaskedRenderer: 'llvmpipe (LLVM 15.0.7, 256 bits)' }, 'canvas', 'software-gl'],
    ['softpipe', { unmaskedRenderer: 'Gallium 0.4 on softpipe' }, 'canvas', 'software-gl'],
    ['a generic software renderer', { unmaskedRenderer: 'Mesa OffScreen SOFTWARE' }, 'canvas', 'software-gl'],
    ['Microsoft Basic Render Driver', { unmaskedRenderer: 'ANGLE (Microsoft Basic Render Driver Direct3D11)' }, 'canvas', 'software-gl'],
    ['no WebGL before the caveat', { webglAvailable: false, majorPerformanceCaveat: true }, 'canvas', 'no-webgl'],
    ['the caveat before the renderer string', { majorPerformanceCaveat: true, unmaskedRenderer: SWIFTSHADER }, 'canvas', 'caveat'],
    ['?renderer=canvas on a real GPU', { query: '?renderer=canvas' }, 'canvas', 'forced'],
    ['?renderer=webgl on SwiftShader', { query: '?renderer=webgl', unmaskedRenderer: SWIFTSHADER }, 'webgl', 'forced'],
    ['renderer=webgl without "?" and no WebGL', { query: 'lang=en&renderer=webgl', webglAvailable: false }, 'webgl', 'forced'],
    ['?renderer=gpu (ignored) on SwiftShader', { query: '?renderer=gpu', unmaskedRenderer: SWIFTSHADER }, 'canvas', 'software-gl'],
    ['?renderer= (empty, ignored)', { query: '?renderer=' }, 'webgl', 'gpu'],
    ['?renderer=WEBGL (wrong case, ignored) with no WebGL', { query: '?renderer=WEBGL', webglAvailable: false }, 'canvas', 'no-webgl'],
  ])('should choose for %s', (_name, patch, renderer, reason) => {
    expect(chooseRenderer({ ...gpu, ...patch })).toEqual({ renderer, reason });
  });
});

describe('isSoftwareRenderer', () => {
  it.each<[string | null | undefined, boolean]>([
    ['swiftshader', true], ['LLVMPIPE', true], ['SoftPipe', true], ['microsoft basic render driver', true],
    [NVIDIA, false], ['Apple M2', false], ['ANGLE (Intel, Intel(R) UHD Graphics 620, D3D11)', false],
    ['', false], [null, false], [undefined, false],
  ])('should classify %s as %s', (name, want) => {
    expect(isSoftwareRenderer(name)).toBe(want);
  });
});

describe('forcedRenderer', () => {
  it.each<[string, string | null]>([
    ['?renderer=webgl', 'webgl'], ['?renderer=canvas', 'canvas'], ['renderer=canvas', 'canvas'],
    ['?a=1&renderer=canvas&b=2', 'canvas'], ['?renderer=webgpu', null], ['?renderer', null], ['', null],
    ['?renderer=canvas&renderer=webgl', 'canvas'],
  ])('should read %s as %s', (query, want) => {
    expect(forcedRenderer(query)).toBe(want);
  });
});
