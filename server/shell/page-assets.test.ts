import { describe, expect, it } from 'vitest';
import { inlineStylesheets, pageAssets } from './page-assets';
import { pageCoding, tagMatches } from './shell-page';

describe('pageAssets', () => {
  it('should find the boot entry among the chunks of the manifest', () => {
    const assets = pageAssets({
      'index.html': { file: 'assets/index-abcdefgh.js', src: 'index.html', isEntry: true },
      'src/app/boot.ts': { file: 'assets/boot-AbC_12-x.js', src: 'src/app/boot.ts', isEntry: true, assets: ['assets/market.worker-BFIGQXR1.js', 'assets/book-12345678.wasm'] },
      '_locale-en-Kyanruuf.js': { file: 'assets/locale-en-Kyanruuf.js' },
      '_locale-de-DE-CGvog4Ht.js': { file: 'assets/locale-de-DE-CGvog4Ht.js' },
      '_locale-zh-TW--bc_efgh.js': { file: 'assets/locale-zh-TW--bc_efgh.js' },
      '_locales-DsI02R-d.js': { file: 'assets/locales-DsI02R-d.js' },
    });
    expect(assets.boot).toBe('assets/boot-AbC_12-x.js');
    expect(assets.marketWorker).toBe('assets/market.worker-BFIGQXR1.js');
  });
  it('should give nothing for a manifest that is not one', () => {
    expect(pageAssets(null)).toEqual({ boot: null, marketWorker: null });
    expect(pageAssets([1, 'x'])).toEqual({ boot: null, marketWorker: null });
    expect(pageAssets({ b: { file: 'assets/boot-x.js', src: 'src/app/boot.ts', isEntry: true, assets: 'nope' } })).toEqual({ boot: 'assets/boot-x.js', marketWorker: null });
  });
});

describe('pageCoding', () => {
  it('should prefer br, then gzip, and honour a refusal', () => {
    expect(pageCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageCoding('gzip, br;q=0')).toBe('gzip');
    expect(pageCoding('GZIP')).toBe('gzip');
    expect(pageCoding('deflate')).toBe('identity');
    expect(pageCoding(undefined)).toBe('identity');
  });
});

describe('tagMatches', () => {
  it('should match the tag alone, weak, in a list or as *, and nothing else', () => {
    const tag = '"abc1"';
    expect(tagMatches('"abc1"', tag)).toBe(true);
    expect(tagMatches('W/"abc1"', tag)).toBe(true);
    expect(tagMatches('"x", "abc1"', tag)).toBe(true);
    expect(tagMatches('*', tag)).toBe(true);
    expect(tagMatches('"abc"', tag)).toBe(false);
    expect(tagMatches('abc1', tag)).toBe(false);
    expect(tagMatches('', tag)).toBe(false);
    expect(tagMatches(undefined, tag)).toBe(false);
  });
});

describe('inlineStylesheets', () => {
  const html = '<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/gone.css"></head>';
  it('should put each readable stylesheet in a style element, with its link disabled, and keep the link of one it cannot read', () => {
    const out = inlineStylesheets(html, (href) => (href === '/assets/a.css' ? '.a{color:red}</style><script>' : null));
    // the disabled link is what Vite's preload helper finds before a dynamic import that lists the stylesheet
    expect(out).toBe('<head><style>.a{color:red}<\\/style><script></style><link rel="stylesheet" href="/assets/a.css" disabled><link rel="stylesheet" crossorigin href="/assets/gone.css"></head>');
  });
});
