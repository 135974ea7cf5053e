/**
 * The coin icons the coin info panel shows (GET /static/coins/<coin>.svg, the `icon` of a coin
 * detail): a round badge in a colour of the coin's own with its first letters. The reference
 * coins carry no artwork (the brands' logos are not ours to ship), so the gateway draws one the
 * same for a coin on every call. Pure: a coin name in, SVG text out.
 */

/** A hue from the coin's name (FNV-1a), so each coin keeps its colour. */
function hueOf(coin: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < coin.length; i++) {
    h ^= coin.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 360;
}

/** The badge of `coin` (upper-case letters and digits): 64 px, up to 3 letters. */
export function coinIconSvg(coin: string): string {
  if (!/^[A-Z0-9]{1,12}$/.test(coin)) throw new RangeError(`not a coin name: ${JSON.stringify(coin)}`);
  const letters = coin.slice(0, 3);
  const size = letters.length === 1 ? 30 : letters.length === 2 ? 24 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${coin}">`
    + `<circle cx="32" cy="32" r="32" fill="hsl(${hueOf(coin)} 55% 45%)"/>`
    + `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text></svg>`;
}
