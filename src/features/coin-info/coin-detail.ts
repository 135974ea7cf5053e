/**
 * The coin detail answer of GET /gw-api/ds/pair/coin-detail (spec trade page section 3,
 * "Coin detail"), read defensively: text fields that are not strings become '', link lists
 * keep their web links only. Pure, so the panel's rules are tested without a network.
 */
import { isWebLink } from './coin-format';

export interface CoinDetail {
  shortName: string;
  fullName: string;
  circulating: string;
  circulationProportion: string;
  totalSupply: string;
  maxSupply: string;
  explorer: string[];
  websiteUrl: string;
  whitePaperUrl: string;
  sourceCode: string;
  reddit: string;
  facebook: string;
  twitter: string;
  discord: string;
  projectDetailedIntroduction: string;
  /** The coin's icon (the answer's `url`). */
  icon: string;
}

const TEXT_FIELDS = ['shortName', 'fullName', 'circulating', 'circulationProportion', 'totalSupply', 'maxSupply', 'projectDetailedIntroduction'] as const;
const LINK_FIELDS = ['websiteUrl', 'whitePaperUrl', 'sourceCode', 'reddit', 'facebook', 'twitter', 'discord'] as const;

/** The answer's data as a CoinDetail, or null when it holds no details (the 'No record' view). */
export function readCoinDetail(data: unknown): CoinDetail | null {
  if (data === null || typeof data !== 'object') return null;
  const { details, url } = data as { details?: unknown; url?: unknown };
  if (details === null || typeof details !== 'object') return null;
  const d = details as Record<string, unknown>;
  const out = { icon: typeof url === 'string' ? url : '' } as CoinDetail;
  for (const k of TEXT_FIELDS) out[k] = typeof d[k] === 'string' ? d[k] : typeof d[k] === 'number' ? String(d[k]) : '';
  for (const k of LINK_FIELDS) out[k] = isWebLink(d[k]) ? d[k].trim() : '';
  out.explorer = Array.isArray(d.explorer) ? d.explorer.filter(isWebLink).map((u) => u.trim()) : [];
  return out;
}

/** True when nothing of the detail would show: the panel says 'No record' instead. */
export function isEmptyDetail(d: CoinDetail): boolean {
  return d.shortName === '' && d.fullName === '' && d.circulating === '' && d.totalSupply === '' && d.maxSupply === '' && d.projectDetailedIntroduction === '' && d.explorer.length === 0;
}

/** Official links (website, whitepaper, source code) then social links, each with its kind. */
export function linksOf(d: CoinDetail): { official: Array<{ kind: 'website' | 'whitepaper' | 'sourceCode'; url: string }>; social: Array<{ kind: 'reddit' | 'facebook' | 'twitter' | 'discord'; url: string }> } {
  const official = ([['website', d.websiteUrl], ['whitepaper', d.whitePaperUrl], ['sourceCode', d.sourceCode]] as const).filter(([, url]) => url !== '').map(([kind, url]) => ({ kind, url }));
  const social = ([['reddit', d.reddit], ['facebook', d.facebook], ['twitter', d.twitter], ['discord', d.discord]] as const).filter(([, url]) => url !== '').map(([kind, url]) => ({ kind, url }));
  return { official, social };
}
