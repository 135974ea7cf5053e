import { apiGet } from '../../net/api';
import { readRiskLimit, type RiskLimitInfo } from './risk-rule';

/**
 * GET /gw-api/ds/risk-limit (docs/api.md): restricted pairs and the caller's countries. Null on
 * any failure or a malformed answer: the spec keeps risk failures silent, and without the list
 * no tip shows (the gateway still refuses orders on a restricted pair, 33122).
 */
export async function loadRiskLimit(): Promise<RiskLimitInfo | null> {
  const answer = await apiGet<unknown>('/ds/risk-limit');
  return answer.success ? readRiskLimit(answer.data) : null;
}
