/**
 * A small seeded pseudo-random generator for the market simulator, so a run is reproducible
 * from its seed (tests, bug reports). Not for anything secret: session tokens and salts come
 * from GatewayDeps.randomBytes.
 *
 * sfc32 (Chris Doty-Humphrey's "small fast counting" generator): 128 bits of state, passes
 * PractRand to terabytes, and is a handful of 32-bit integer operations per draw. Called a few
 * times per simulated book change, i.e. tens of thousands of times a second at most.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** Second normal variate of the last Box-Muller pair, or NaN when none is pending. */
  private spare = NaN;

  constructor(seed: number) {
    // splitmix32 spreads any seed (0 included) over the four state words
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal variate (Box-Muller, both values used). */
  normal(): number {
    if (!Number.isNaN(this.spare)) {
      const v = this.spare;
      this.spare = NaN;
      return v;
    }
    let u = this.next();
    while (u === 0) u = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    const theta = 2 * Math.PI * this.next();
    this.spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  }

  /** Exponential variate with the given mean. */
  exp(mean: number): number {
    return -mean * Math.log(1 - this.next());
  }

  /** Log-normal multiplier with median 1 and log standard deviation `sigma`. */
  logNormal(sigma: number): number {
    return Math.exp(sigma * this.normal());
  }
}
