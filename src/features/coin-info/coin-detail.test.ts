import { describe, expect, it } from 'vitest';
import { isEmptyDetail, linksOf, readCoinDetail } from './coin-detail';

const BTC = {
  details: {
    shortName: 'BTC',
    fullName: 'Bitcoin',
    circulating: '19720000',
    circulationProportion: '0.9390',
    totalSupply: '19720000',
    maxSupply: '21000000',
    explorer: ['https://mempool.space', 'javascript:alert(1)', 'https://www.blockchain.com/explorer'],
    websiteUrl: 'https://bitcoin.org',
    whitePaperUrl: 'https://bitcoin.org/whitepaper.pdf',
    sourceCode: '',
    reddit: 'https://www.reddit.com/r/bitcoin',
    facebook: 'data:text/html,x',
    twitter: 'https://twitter.com/bitcoin',
    discord: null,
    projectDetailedIntroduction: 'Bitcoin is a peer-to-peer electronic cash system.',
  },
  url: '/static/coins/btc.svg',
};

describe('readCoinDetail', () => {
  it('should read the details and the icon, keeping only web links', () => {
    const d = readCoinDetail(BTC)!;
    expect(d).toMatchObject({ shortName: 'BTC', fullName: 'Bitcoin', circulationProportion: '0.9390', maxSupply: '21000000', icon: '/static/coins/btc.svg' });
    expect(d.explorer).toEqual(['https://mempool.space', 'https://www.blockchain.com/explorer']);
    expect(d.facebook).toBe('');
    expect(d.discord).toBe('');
    expect(linksOf(d)).toEqual({
      official: [
        { kind: 'website', url: 'https://bitcoin.org' },
        { kind: 'whitepaper', url: 'https://bitcoin.org/whitepaper.pdf' },
      ],
      social: [
        { kind: 'reddit', url: 'https://www.reddit.com/r/bitcoin' },
        { kind: 'twitter', url: 'https://twitter.com/bitcoin' },
      ],
    });
    expect(isEmptyDetail(d)).toBe(false);
  });

  it('should answer null without details, and an empty detail as empty', () => {
    expect(readCoinDetail(null)).toBeNull();
    expect(readCoinDetail({ details: null, url: '' })).toBeNull();
    expect(readCoinDetail('x')).toBeNull();
    expect(isEmptyDetail(readCoinDetail({ details: {}, url: '' })!)).toBe(true);
  });
});
