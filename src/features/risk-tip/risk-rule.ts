/**
 * The risk tip's rule (spec 001 section 2, "Country restriction"): the trade page warns when
 * the pair has a restricted-country list holding the user's country, that is the KYC country
 * when it is known, else the IP country. No I/O: RiskTip.tsx passes in what the call answered.
 */

/** One row of GET /gw-api/ds/risk-limit (the spec's spelling 'countrys'). */
export interface RiskLimitRow {
  symbolId: number;
  countrys: string[];
}

/** The answer of GET /gw-api/ds/risk-limit; a country is '' or null when unknown. */
export interface RiskLimitInfo {
  riskLimitList: RiskLimitRow[];
  kycCountryCode: string | null;
  ipCountryCode: string | null;
}

const known = (code: string | null): code is string => code !== null && code !== '';

/** The country the rule judges by: the KYC country if known, else the IP country; null when neither is. */
export function judgedCountry(info: RiskLimitInfo): string | null {
  if (known(info.kycCountryCode)) return info.kycCountryCode;
  return known(info.ipCountryCode) ? info.ipCountryCode : null;
}

/**
 * Does the risk tip show for `symbolId`? Only with the answer in hand, a known country and a
 * restricted list of the pair that holds it. A KYC country outside the list wins over an IP
 * country in it: a verified resident travelling is not warned (the gateway still refuses
 * orders from a restricted address, code 33122).
 */
export function riskTipShown(info: RiskLimitInfo | null, symbolId: number | undefined): boolean {
  if (info === null || symbolId === undefined) return false;
  const country = judgedCountry(info);
  if (country === null) return false;
  return info.riskLimitList.some((row) => row.symbolId === symbolId && row.countrys.includes(country));
}

const isCountry = (v: unknown): v is string | null => v === null || v === '' || (typeof v === 'string' && /^[A-Z]{2}$/.test(v));

/**
 * The call's data read strictly: null (no tip) for anything not of the documented shape, so a
 * damaged answer neither throws in the page nor warns at random. Country codes must be ISO
 * alpha-2 in upper case, as the gateway sends them.
 */
export function readRiskLimit(data: unknown): RiskLimitInfo | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (!Array.isArray(d.riskLimitList) || !isCountry(d.kycCountryCode ?? null) || !isCountry(d.ipCountryCode ?? null)) return null;
  const rows: RiskLimitRow[] = [];
  for (const r of d.riskLimitList as unknown[]) {
    if (typeof r !== 'object' || r === null) return null;
    const { symbolId, countrys } = r as Record<string, unknown>;
    if (!Number.isSafeInteger(symbolId) || !Array.isArray(countrys) || !countrys.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c))) return null;
    rows.push({ symbolId: symbolId as number, countrys: countrys as string[] });
  }
  return { riskLimitList: rows, kycCountryCode: (d.kycCountryCode as string | null | undefined) ?? null, ipCountryCode: (d.ipCountryCode as string | null | undefined) ?? null };
}
