/**
 * Pair-name truncation of spec section 9: in the list 10 characters (8 on the margin tab) in
 * tight mode, else 22 (20); in hot search 16 with an icon and 13 without in tight mode, 18
 * otherwise. A cut name ends with an ellipsis and shows whole in its tooltip.
 */
export const TIGHT_WIDTH = 680;

export function listNameMax(tight: boolean, margin: boolean): number {
  return (tight ? 10 : 22) - (margin ? 2 : 0);
}

export function hotNameMax(tight: boolean, icon: boolean): number {
  return tight ? (icon ? 16 : 13) : 18;
}

export function truncateName(name: string, max: number): string {
  return name.length > max ? `${name.slice(0, Math.max(1, max - 1))}…` : name;
}
