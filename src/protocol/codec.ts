/**
 * Wire codec of the websockets: a server frame is deflateRaw(msgpack(message)).
 *
 * - encode: msgpackr `pack` (plain maps, no record extension, so any msgpack decoder reads it),
 *   then raw deflate. The gateway passes its own (server/market/publisher-deflate.ts: a stored
 *   block for small frames, Node's zlib for the rest); any raw deflate stream is equivalent.
 * - decode on the client: `FrameDecoder` keeps ONE pako inflate stream and ONE output buffer
 *   for every frame. A fresh `pako.inflateRaw` per message allocates its 64 KiB output chunk
 *   and state each time: about 7x slower in the browser (ARCHITECTURE.md), 3-4x in Node on a
 *   depth update (bench/ws-codec.ts). The whole frame is inflated in one call with Z_FINISH,
 *   so the 32 KiB window is never allocated.
 *
 * Pure: no I/O, runs in the browser worker, in Node and in tests.
 */
import { Packr, unpack } from 'msgpackr';
import { deflateRaw, inflateRaw, ZStream, Z_BUF_ERROR, Z_FINISH, Z_OK, Z_STREAM_END, zlibInflate, zlibInflateInit2, zlibInflateReset } from 'pako';

/** A raw-deflate function (no zlib header or checksum). */
export type Deflate = (bytes: Uint8Array) => Uint8Array;

const packr = new Packr({ useRecords: false });

/**
 * Raw deflate without compression: one final stored block (RFC 1951 section 3.2.4), i.e. a
 * 5-byte header then the bytes. Any inflater reads it. The gateway uses it for small frames,
 * where compression saves a few dozen bytes and costs far more CPU than the frame's encoding.
 */
export function storedDeflate(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  if (n > 0xffff) throw new RangeError('a stored block holds at most 65535 bytes');
  const out = new Uint8Array(n + 5);
  out[0] = 0x01; // BFINAL = 1, BTYPE = 00 (stored)
  out[1] = n & 0xff;
  out[2] = n >>> 8;
  out[3] = ~n & 0xff;
  out[4] = (~n >>> 8) & 0xff;
  out.set(bytes, 5);
  return out;
}

/** pako's raw deflate: the portable default (browser, worker, tests). */
export const pakoDeflate: Deflate = (bytes) => deflateRaw(bytes);

/** msgpack bytes of a message (no compression); client binary frames are exactly this. */
export function packMessage(message: unknown): Uint8Array {
  return packr.pack(message);
}

/** One frame: deflateRaw(msgpack(message)). Encode once and send the same bytes to everyone. */
export function encodeFrame(message: unknown, deflate: Deflate = pakoDeflate): Uint8Array {
  return deflate(packr.pack(message));
}

/** One-shot decode with a fresh inflater: for tests and rare messages, never the hot path. */
export function decodeFrameOnce(frame: Uint8Array | ArrayBuffer): unknown {
  return unpack(inflateRaw(frame instanceof ArrayBuffer ? new Uint8Array(frame) : frame));
}

/** Raised when a frame is not a complete raw-deflate stream of msgpack. */
export class FrameError extends Error {}

/**
 * Decodes frames one after another with one reused inflate state and output buffer.
 * Not re-entrant (one per worker or socket). `decode` throws FrameError on a corrupt frame and
 * stays usable afterwards. Decoded values never point into its buffer (msgpackr copies strings
 * and numbers out; the protocol has no binary fields).
 */
export class FrameDecoder {
  private readonly strm = new ZStream();
  private out: Uint8Array;
  /** Frames decoded, and times the output buffer had to grow. */
  frames = 0;
  grows = 0;

  constructor(initialBytes = 64 * 1024) {
    this.out = new Uint8Array(initialBytes);
    if (zlibInflateInit2(this.strm, -15) !== Z_OK) throw new Error('inflate init failed');
  }

  /** The msgpack bytes of a frame: a view into the reused buffer, valid until the next call. */
  inflate(frame: Uint8Array | ArrayBuffer): Uint8Array {
    const input = frame instanceof ArrayBuffer ? new Uint8Array(frame) : frame;
    const s = this.strm;
    zlibInflateReset(s);
    s.input = input;
    s.next_in = 0;
    s.avail_in = input.length;
    s.output = this.out as Uint8Array<ArrayBuffer>;
    s.next_out = 0;
    s.avail_out = this.out.length;
    for (;;) {
      const status = zlibInflate(s, Z_FINISH);
      if (status === Z_STREAM_END) break;
      // out of output space: grow and go on where it stopped (the stream state is kept)
      if ((status === Z_BUF_ERROR || status === Z_OK) && s.avail_out === 0) {
        this.grow(s.next_out);
        continue;
      }
      throw new FrameError(`bad frame: inflate status ${status}${s.msg ? ` (${s.msg})` : ''}`);
    }
    this.frames++;
    return this.out.subarray(0, s.next_out);
  }

  /** inflate + msgpack unpack. */
  decode(frame: Uint8Array | ArrayBuffer): unknown {
    const bytes = this.inflate(frame);
    try {
      return unpack(bytes);
    } catch (err) {
      throw new FrameError(`bad frame: ${(err as Error).message}`);
    }
  }

  private grow(used: number): void {
    const next = new Uint8Array(this.out.length * 2);
    next.set(this.out.subarray(0, used));
    this.out = next;
    this.grows++;
    this.strm.output = next as Uint8Array<ArrayBuffer>;
    this.strm.next_out = used;
    this.strm.avail_out = next.length - used;
  }
}
