import { describe, expect, it } from 'vitest';
import { probeWith, type ProbeCanvas } from './gl-probe';

const UNMASKED = 0x9246;

/** A canvas factory whose contexts exist only for the attribute sets `allow` accepts; records what was asked. */
function canvases(allow: (a: WebGLContextAttributes) => boolean, renderer: string | null, asked: string[], lost: string[]) {
  return (): ProbeCanvas => ({
    getContext(type, attributes) {
      asked.push(`${type}${attributes.failIfMajorPerformanceCaveat === true ? ' strict' : ''}`);
      if (type !== 'webgl2' || !allow(attributes)) return null;
      return {
        getExtension: (name: string) => {
          if (name === 'WEBGL_debug_renderer_info') return renderer === null ? null : { UNMASKED_RENDERER_WEBGL: UNMASKED };
          if (name === 'WEBGL_lose_context') return { loseContext: () => lost.push(type) };
          return null;
        },
        getParameter: (p: number) => (p === UNMASKED ? renderer : null),
      };
    },
  });
}

describe('probeWith', () => {
  it('reads the renderer from the strict context when the GPU allows one, and releases it', () => {
    const asked: string[] = [];
    const lost: string[] = [];
    const probe = probeWith(canvases(() => true, 'ANGLE (NVIDIA)', asked, lost), '?a=1');
    expect(probe).toEqual({ query: '?a=1', webglAvailable: true, unmaskedRenderer: 'ANGLE (NVIDIA)', majorPerformanceCaveat: false });
    expect(asked).toEqual(['webgl2 strict']);
    expect(lost).toEqual(['webgl2']);
  });

  it('marks a major performance caveat when only the lenient context exists (software GL)', () => {
    const asked: string[] = [];
    const probe = probeWith(canvases((a) => a.failIfMajorPerformanceCaveat !== true, 'SwiftShader Device', asked, []), '');
    expect(probe).toEqual({ query: '', webglAvailable: true, unmaskedRenderer: 'SwiftShader Device', majorPerformanceCaveat: true });
    expect(asked).toEqual(['webgl2 strict', 'webgl strict', 'webgl2']);
  });

  it('says no WebGL when no context can be made, and a throwing canvas counts as none', () => {
    expect(probeWith(canvases(() => false, null, [], []), '').webglAvailable).toBe(false);
    const throwing = () => ({ getContext: () => { throw new Error('blocked'); } });
    expect(probeWith(throwing, '')).toEqual({ query: '', webglAvailable: false, unmaskedRenderer: null, majorPerformanceCaveat: false });
  });
});
