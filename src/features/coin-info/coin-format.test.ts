import { describe, expect, it } from 'vitest';
import { abbreviate, capOf, formatCap, formatSupply, isWebLink, linkHost, progressPercent } from './coin-format';

describe('coin info figures', () => {
  it('should abbreviate supplies with 2 decimals, cut not rounded', () => {
    expect(formatSupply('19720000')).toBe('19.72M');
    expect(formatSupply('21000000')).toBe('21.00M');
    expect(formatSupply('120000000000')).toBe('120.00B');
    expect(formatSupply('1999')).toBe('1.99K');
    expect(formatSupply('950')).toBe('950.00');
    expect(formatSupply('0')).toBe('0.00');
    expect(abbreviate(1_234_567_890_123)).toBe('1.23T');
    expect(abbreviate(1.15)).toBe('1.15');
    expect(formatSupply('')).toBe('--');
    expect(formatSupply('-5')).toBe('--');
    expect(formatSupply(null)).toBe('--');
  });

  it('should make market cap = rate x circulating and the fully diluted cap = rate x max supply', () => {
    expect(capOf('60600', '19720000')).toBe(60600 * 19720000);
    expect(formatCap('60600', '19720000')).toBe('$1.19T');
    expect(formatCap('60600', '21000000')).toBe('$1.27T');
    expect(formatCap('1', '5000')).toBe('$5.00K');
    expect(formatCap('', '21000000')).toBe('--');
    expect(formatCap('60600', '')).toBe('--');
  });

  it('should show the circulating proportion as a percent with 2 decimals, or 0%', () => {
    expect(progressPercent('0.9390')).toEqual({ text: '93.90%', width: 93.9 });
    expect(progressPercent('0.12345')).toEqual({ text: '12.35%', width: 12.35 });
    expect(progressPercent('1')).toEqual({ text: '100.00%', width: 100 });
    expect(progressPercent('1.5')).toEqual({ text: '100.00%', width: 100 });
    expect(progressPercent('0')).toEqual({ text: '0%', width: 0 });
    expect(progressPercent('')).toEqual({ text: '0%', width: 0 });
    expect(progressPercent('abc')).toEqual({ text: '0%', width: 0 });
    expect(progressPercent(undefined)).toEqual({ text: '0%', width: 0 });
  });

  it('should label links by host and show only web links', () => {
    expect(linkHost('https://www.blockchain.com/explorer')).toBe('blockchain.com');
    expect(linkHost('https://mempool.space')).toBe('mempool.space');
    expect(isWebLink('https://bitcoin.org')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('')).toBe(false);
    expect(isWebLink(null)).toBe(false);
  });
});
