import { describe, expect, it } from 'vitest';
import { coinIconSvg } from './coin-icon';

describe('coinIconSvg', () => {
  it('should draw a badge with the coin\'s first letters in a colour of its own, the same every time', () => {
    const btc = coinIconSvg('BTC');
    expect(btc).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(btc).toContain('>BTC</text>');
    expect(coinIconSvg('BTC')).toBe(btc);
    const hue = (svg: string) => /hsl\((\d+) /.exec(svg)![1];
    expect(hue(coinIconSvg('ETH'))).not.toBe(hue(btc));
    expect(coinIconSvg('USDC')).toContain('>USD</text>');
  });

  it('should refuse anything but a coin name (nothing of the request reaches the markup)', () => {
    for (const bad of ['', 'btc', '<script>', 'A"B', 'TOOLONGCOINNAME1']) expect(() => coinIconSvg(bad)).toThrow(RangeError);
  });
});
