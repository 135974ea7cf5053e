import { describe, expect, it } from 'vitest';
import { ANY_DECIMALS, copyFigures, figureText, parseFigure, parseFigureInto } from './ticker-columns';

describe('a ticker figure parsed', () => {
  it('should keep the value and its decimals, and NaN for no figure', () => {
    expect(parseFigure('12.3400')).toEqual([12.34, 4]);
    expect(parseFigure('7')).toEqual([7, 0]);
    expect(parseFigure('1.5e-7')).toEqual([1.5e-7, ANY_DECIMALS]);
    expect(parseFigure('')).toEqual([NaN, 0]);
    expect(parseFigure('abc')).toEqual([NaN, 0]);
    expect(parseFigure(12)).toEqual([NaN, 0]);
    expect(figureText(...parseFigure('12.3400'))).toBe('12.3400');
  });

  it('should write into an array at an offset, overwriting what a previous row left there', () => {
    const out = new Float64Array(6).fill(9);
    parseFigureInto('0.0100', out, 2);
    expect([...out]).toEqual([9, 9, 0.01, 4, 9, 9]);
    parseFigureInto(undefined, out, 2);
    expect([out[2], out[3]]).toEqual([NaN, 0]);
    parseFigureInto('3E2', out, 4);
    expect([out[4], out[5]]).toEqual([300, ANY_DECIMALS]);
  });
});

describe('copyFigures', () => {
  it("should copy a row's figures number by number, and nothing around them", () => {
    const src = new Float64Array([9, 1.5, 2, NaN, 4, 9]);
    const dst = new Float64Array(7).fill(-1);
    copyFigures(src, 1, dst, 2, 4);
    expect([...dst]).toEqual([-1, -1, 1.5, 2, NaN, 4, -1]);
  });
});
