import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { readCoinDetail } from './coin-detail';
import { CoinInfoBody } from './CoinInfo';

beforeAll(async () => {
  await initI18n('en');
});

const detail = readCoinDetail({
  details: {
    shortName: 'BTC', fullName: 'Bitcoin', circulating: '19720000', circulationProportion: '0.9390', totalSupply: '19720000', maxSupply: '21000000',
    explorer: ['https://mempool.space', 'https://www.blockchain.com/explorer', 'https://btc.com'],
    websiteUrl: 'https://bitcoin.org', whitePaperUrl: 'https://bitcoin.org/whitepaper.pdf', sourceCode: 'https://github.com/bitcoin',
    reddit: 'https://www.reddit.com/r/bitcoin', facebook: '', twitter: 'https://twitter.com/bitcoin', discord: '',
    projectDetailedIntroduction: 'Bitcoin is a peer-to-peer electronic cash system.',
  },
  url: '/static/coins/btc.svg',
})!;

function cell(html: string, testId: string): string {
  const m = new RegExp(`data-testid="${testId}">(.*?)</dd>`).exec(html);
  return (m?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('CoinInfoBody', () => {
  it('should show caps from the rate, abbreviated supplies, the proportion and every link', () => {
    const html = renderToStaticMarkup(<CoinInfoBody detail={detail} rate="60600" />);
    expect(cell(html, 'coin-market-cap')).toBe('$1.19T');
    expect(cell(html, 'coin-fdv')).toBe('$1.27T');
    expect(cell(html, 'coin-circulating')).toBe('19.72M 93.90%');
    expect(html).toContain('style="width:93.9%"');
    expect(cell(html, 'coin-total-supply')).toBe('19.72M');
    expect(cell(html, 'coin-max-supply')).toBe('21.00M');
    // the first explorer shown, the others in the dropdown
    expect(cell(html, 'coin-explorer')).toBe('mempool.space More blockchain.com btc.com');
    expect(html).toMatch(/<details class="coin-info-more"><summary>More<\/summary>/);
    expect(html).toContain('>Website</a>');
    expect(html).toContain('>Whitepaper</a>');
    expect(html).toContain('>Source Code</a>');
    expect(html).toContain('>Reddit</a><a href="https://twitter.com/bitcoin"');
    expect(html).not.toContain('Facebook');
    expect(html).toContain('Bitcoin is a peer-to-peer electronic cash system.');
  });

  it('should show -- for the caps without a rate', () => {
    const html = renderToStaticMarkup(<CoinInfoBody detail={detail} rate="" />);
    expect(cell(html, 'coin-market-cap')).toBe('--');
    expect(cell(html, 'coin-fdv')).toBe('--');
  });
});
