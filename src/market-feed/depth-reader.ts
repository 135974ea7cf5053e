/**
 * A msgpack reader for the one hot message, the depth message (docs/protocol.md 4.1), that
 * writes its levels straight into two reused Float64Arrays: no JS array, no number boxed, no
 * key string made per message, and the wasm book copies a typed array in one memcpy. Every
 * other message, and any depth message in a shape it does not expect (another key, a nil, a
 * string where a number goes), returns null and is left to msgpackr: this is only a shortcut,
 * never a second definition of the protocol.
 *
 * Measured on the recorded BTCUSDT stream (bench/pipeline.ts): msgpackr's generic unpack was
 * about a quarter of the worker's time per message.
 *
 * The returned message and its `bids` / `asks` views are valid until the next read (the worker
 * applies each message before reading the next). Called once per binary frame.
 */
import type { DepthInput } from './depth-sync';

/** A depth message whose level arrays are Float64Array views into the reader's buffers. */
export type DepthView = DepthInput & { bids: Float64Array; asks: Float64Array };

const f64 = new Float64Array(1);
const f32 = new Float32Array(1);
const f64b = new Uint8Array(f64.buffer);
const f32b = new Uint8Array(f32.buffer);
const TWO_32 = 4294967296;
const EMPTY = new Float64Array(0);

/** Thrown internally when the bytes are not in the shape this reader takes. */
const BAIL = Symbol('bail');

export class DepthReader {
  private b: Uint8Array = new Uint8Array(0);
  private i = 0;
  private levels: [Float64Array, Float64Array] = [new Float64Array(1024), new Float64Array(1024)];
  private symbolBytes = new Uint8Array(0);
  private symbol = '';

  /** The depth message in `bytes` (one msgpack map), or null to let msgpackr decode them. */
  read(bytes: Uint8Array): DepthView | null {
    this.b = bytes;
    this.i = 0;
    try {
      return this.message();
    } catch (err) {
      if (err === BAIL || err instanceof RangeError) return null;
      throw err;
    }
  }

  private message(): DepthView {
    const b = this.b;
    const head = b[this.i++];
    const n = head >= 0x80 && head <= 0x8f ? head & 0x0f : head === 0xde ? this.u16() : bail();
    // every field present from the start: one object shape for all messages
    const m = { ch: 'depth', type: 'update', symbol: '', precision: NaN, seq: NaN, checksum: NaN, bids: EMPTY, asks: EMPTY, time: NaN, step: NaN, pricePrecision: NaN, countPrecision: NaN } as DepthView & { step: number; pricePrecision: number; countPrecision: number };
    let nb = 0;
    let na = 0;
    let seen = 0; // bits: ch, type, bids, asks (the others are checked by DepthSync: NaN fails)
    for (let k = 0; k < n; k++) {
      const len = this.strLen();
      const c0 = b[this.i];
      const c1 = b[this.i + 1];
      this.i += len;
      // keys told apart by length and first letters (the protocol's keys, nothing else)
      if (len === 2 && c0 === 0x63) seen |= this.expectDepth(); // ch
      else if (len === 4 && c0 === 0x74 && c1 === 0x79) {
        m.type = this.typeValue(); // type
        seen |= 2;
      }
      else if (len === 6 && c0 === 0x73) m.symbol = this.symbolValue(); // symbol
      else if (len === 9 && c0 === 0x70) m.precision = this.num(); // precision
      else if (len === 3 && c0 === 0x73) m.seq = this.num(); // seq
      else if (len === 8 && c0 === 0x63) m.checksum = this.num(); // checksum
      else if (len === 4 && c0 === 0x62) {
        nb = this.levelsInto(0); // bids
        seen |= 4;
      } else if (len === 4 && c0 === 0x61) {
        na = this.levelsInto(1); // asks
        seen |= 8;
      }
      else if (len === 4 && c0 === 0x74 && c1 === 0x69) m.time = this.num(); // time
      else if (len === 4 && c0 === 0x73) m.step = this.num(); // step
      else if (len === 14 && c0 === 0x70) m.pricePrecision = this.num(); // pricePrecision
      else if (len === 14 && c0 === 0x63) m.countPrecision = this.num(); // countPrecision
      else bail();
    }
    if (seen !== 15 || this.i !== b.length) bail();
    m.bids = this.levels[0].subarray(0, nb);
    m.asks = this.levels[1].subarray(0, na);
    return m;
  }

  /** Reads the `ch` value; anything but 'depth' bails. Returns the `ch` bit. */
  private expectDepth(): number {
    const b = this.b;
    const len = this.strLen();
    const i = this.i;
    // 'depth'
    if (len !== 5 || b[i] !== 0x64 || b[i + 1] !== 0x65 || b[i + 2] !== 0x70 || b[i + 3] !== 0x74 || b[i + 4] !== 0x68) bail();
    this.i += len;
    return 1;
  }

  private typeValue(): 'update' | 'snapshot' {
    const len = this.strLen();
    const c = this.b[this.i];
    this.i += len;
    if (len === 6 && c === 0x75) return 'update';
    if (len === 8 && c === 0x73) return 'snapshot';
    return bail();
  }

  /** The symbol, decoded once and reused while the bytes stay the same (ASCII pair names). */
  private symbolValue(): string {
    const len = this.strLen();
    const b = this.b;
    const at = this.i;
    this.i += len;
    const last = this.symbolBytes;
    let same = last.length === len;
    for (let k = 0; same && k < len; k++) same = last[k] === b[at + k];
    if (!same) {
      let s = '';
      for (let k = 0; k < len; k++) {
        const c = b[at + k];
        if (c > 0x7e || c < 0x20) bail();
        s += String.fromCharCode(c);
      }
      this.symbol = s;
      this.symbolBytes = b.slice(at, at + len);
    }
    return this.symbol;
  }

  /** Reads an array of numbers into the side's buffer; returns how many. */
  private levelsInto(side: 0 | 1): number {
    const head = this.b[this.i++];
    const n = head >= 0x90 && head <= 0x9f ? head & 0x0f : head === 0xdc ? this.u16() : head === 0xdd ? this.u32() : bail();
    let out = this.levels[side];
    if (out.length < n) out = this.levels[side] = new Float64Array(Math.max(n, out.length * 2));
    // the hot loop: prices are uint32 and sizes small uints nearly always, read inline with a
    // local cursor; anything else takes the general reader
    const b = this.b;
    let i = this.i;
    for (let k = 0; k < n; k++) {
      const h = b[i];
      if (h <= 0x7f) {
        out[k] = h;
        i += 1;
      } else if (h === 0xce) {
        out[k] = b[i + 1] * 0x1000000 + ((b[i + 2] << 16) | (b[i + 3] << 8) | b[i + 4]);
        i += 5;
      } else if (h === 0xcd) {
        out[k] = (b[i + 1] << 8) | b[i + 2];
        i += 3;
      } else if (h === 0xcc) {
        out[k] = b[i + 1];
        i += 2;
      } else {
        this.i = i;
        out[k] = this.num();
        i = this.i;
      }
    }
    this.i = i;
    return n;
  }

  private strLen(): number {
    const h = this.b[this.i++];
    if (h >= 0xa0 && h <= 0xbf) return h & 0x1f;
    if (h === 0xd9) return this.b[this.i++];
    if (h === 0xda) return this.u16();
    return bail();
  }

  private num(): number {
    const b = this.b;
    const h = b[this.i++];
    if (h <= 0x7f) return h;
    if (h >= 0xe0) return h - 0x100;
    switch (h) {
      case 0xcc:
        return b[this.i++];
      case 0xcd:
        return this.u16();
      case 0xce:
        return this.u32();
      case 0xcf:
        return this.u32() * TWO_32 + this.u32();
      case 0xd0:
        return (b[this.i++] << 24) >> 24;
      case 0xd1:
        return (this.u16() << 16) >> 16;
      case 0xd2:
        return this.u32() | 0;
      case 0xd3:
        return (this.u32() | 0) * TWO_32 + this.u32();
      case 0xca:
        for (let k = 3; k >= 0; k--) f32b[k] = b[this.i++];
        return f32[0];
      case 0xcb:
        for (let k = 7; k >= 0; k--) f64b[k] = b[this.i++];
        return f64[0];
      default:
        return bail();
    }
  }

  private u16(): number {
    const b = this.b;
    const v = (b[this.i] << 8) | b[this.i + 1];
    this.i += 2;
    return v;
  }

  private u32(): number {
    const b = this.b;
    const v = b[this.i] * 0x1000000 + ((b[this.i + 1] << 16) | (b[this.i + 2] << 8) | b[this.i + 3]);
    this.i += 4;
    return v;
  }
}

function bail(): never {
  throw BAIL;
}
