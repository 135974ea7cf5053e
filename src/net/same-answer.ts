/**
 * Whether two parsed answers of the same call hold the same data. A reload after a pushed event
 * or the 30 s poll mostly brings back what is shown: kept as it is, nothing renders (with 50
 * open orders, a fill rendered the chart's 50 lines and the panel's rows again for nothing).
 * The values are plain JSON from one gateway, whose fields come in one order: their texts compare.
 */
export function sameAnswer(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
