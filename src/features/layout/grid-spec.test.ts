import { describe, expect, it } from 'vitest';
import { breakpointFor, breakpointsOf, colsOf } from './grid-spec';

describe('breakpointFor', () => {
  it('should pick the widest pro breakpoint the viewport reaches, sm below all', () => {
    expect(breakpointFor('pro', 1920)).toBe('5xl');
    expect(breakpointFor('pro', 1919)).toBe('4xl');
    expect(breakpointFor('pro', 1440)).toBe('3xl');
    expect(breakpointFor('pro', 1280)).toBe('2xl');
    expect(breakpointFor('pro', 1120)).toBe('xl');
    expect(breakpointFor('pro', 960)).toBe('lg');
    expect(breakpointFor('pro', 959)).toBe('md');
    expect(breakpointFor('pro', 480)).toBe('sm');
    expect(breakpointFor('pro', 320)).toBe('sm');
  });
  it('should pick the basic breakpoints slg 1536, smd 1280, ssm 1024', () => {
    expect(breakpointFor('basic', 1600)).toBe('slg');
    expect(breakpointFor('basic', 1440)).toBe('smd');
    expect(breakpointFor('basic', 1100)).toBe('ssm');
    expect(breakpointFor('basic', 800)).toBe('ssm');
  });
  it('should list breakpoints widest first with 48 and 32 columns', () => {
    expect(breakpointsOf('pro').map(([bp]) => bp)).toEqual(['5xl', '4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm']);
    expect(breakpointsOf('basic')).toEqual([['slg', 1536], ['smd', 1280], ['ssm', 1024]]);
    expect([colsOf('pro'), colsOf('basic')]).toEqual([48, 32]);
  });
});
