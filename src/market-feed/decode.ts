/**
 * The worker's frame decoder: deflateRaw(msgpack(message)) -> message, on the protocol's
 * FrameDecoder (one reused pako inflate state and output buffer), with one shortcut.
 *
 * The gateway sends frames under 512 msgpack bytes as a single final *stored* deflate block
 * (server/market/publisher-deflate.ts): 88 % of the depth updates of the recorded BTCUSDT stream,
 * nearly all of the simulator's. Its payload is the frame's bytes 5.., so it is unpacked in
 * place: no inflate call at all. pako's inflate reset alone allocates two Int32Arrays (5.8 KB)
 * per stream, which made a 200-byte update cost ~7 µs to inflate against ~0.1 µs here.
 * Anything else (compressed blocks, several blocks, a bad header) goes through pako, which
 * also reports every malformed frame.
 */
import { unpack } from 'msgpackr';
import { FrameDecoder, FrameError } from '../protocol/codec';
import { DepthReader } from './depth-reader';

/** Offset and length of the payload when `b` is exactly one final stored block, else -1. */
export function storedPayload(b: Uint8Array): number {
  // byte 0: BFINAL = 1, BTYPE = 00; the other 5 bits are padding (RFC 1951 3.2.4)
  if (b.length < 5 || (b[0] & 0x07) !== 0x01) return -1;
  const len = b[1] | (b[2] << 8);
  const nlen = b[3] | (b[4] << 8);
  if ((len ^ 0xffff) !== nlen || b.length !== 5 + len) return -1;
  return len;
}

export class FeedDecoder {
  private readonly inflater: FrameDecoder;
  private readonly depth = new DepthReader();
  /** Frames taken by the stored-block shortcut, and by pako. */
  stored = 0;
  inflated = 0;

  constructor(initialBytes?: number) {
    this.inflater = new FrameDecoder(initialBytes);
  }

  /**
   * Decodes one binary frame. Throws FrameError when it is not deflateRaw(msgpack(…)). A depth
   * message comes back with its levels in Float64Array views valid until the next call
   * (DepthReader); everything else is a fresh msgpackr value.
   */
  decode(frame: ArrayBuffer | Uint8Array): unknown {
    const b = frame instanceof Uint8Array ? frame : new Uint8Array(frame);
    const len = storedPayload(b);
    let bytes: Uint8Array;
    if (len >= 0) {
      bytes = b.subarray(5);
      this.stored++;
    } else {
      bytes = this.inflater.inflate(b);
      this.inflated++;
    }
    const depth = this.depth.read(bytes);
    if (depth !== null) return depth;
    try {
      return unpack(bytes);
    } catch (err) {
      throw new FrameError(`bad frame: ${(err as Error).message}`);
    }
  }
}
