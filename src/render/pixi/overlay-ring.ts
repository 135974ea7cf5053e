/**
 * One writer, one reader: a byte ring in a SharedArrayBuffer that carries the page's overlay
 * frames (overlay-frame.ts) to the overlay worker without a message per frame.
 *
 * Why: a postMessage to a worker that sleeps between frames cost the page's main thread
 * 80-200 µs here (the wake of the other thread, measured in Chromium on this machine), 4x that
 * under the frame benchmark's throttle: ~9 % of the main thread, once a frame (docs/perf.md,
 * session 7). Through the ring the page only copies the frame's bytes; the worker reads the
 * ring on its own animation frames, woken by the compositor, not by the page. After a while
 * with nothing to read it stops asking for frames and says so in the ring (`asleep`); the
 * page's next write then wakes it with one message (a market that went quiet, a hidden tab).
 *
 * Layout: Int32 control words (head, tail: byte offsets in the data region; the asleep flag),
 * then the data region. A record is [id, byte length] as two Int32, then the bytes, padded to 8
 * (frames are read as Float32 in place). A record that would cross the end is preceded by a
 * wrap marker (id -1) and written at the start. head === tail is empty; the writer keeps 8
 * bytes free so a full ring never looks empty.
 *
 * Ordering: the writer fills the bytes, then publishes head (Atomics.store); the reader loads
 * head, reads, then releases the space by storing tail. Atomics are sequentially consistent in
 * JavaScript, so what was written before a store is seen after the load that reads it.
 */

const HEAD = 0;
const TAIL = 1;
const ASLEEP = 2;
/** Bytes before the data region (control words, padded to 8). */
const CONTROL_BYTES = 16;
const RECORD_HEADER = 8;
const WRAP = -1;

const pad8 = (n: number): number => (n + 7) & ~7;

/** A ring's shared memory: made by the page, handed to the worker. */
export function createRingBuffer(dataBytes: number): SharedArrayBuffer {
  if (!Number.isInteger(dataBytes) || dataBytes < 64 || dataBytes % 8 !== 0) throw new RangeError('ring size: a multiple of 8, at least 64');
  const buffer = new SharedArrayBuffer(CONTROL_BYTES + dataBytes);
  // the reader has not started: the first write wakes it
  Atomics.store(new Int32Array(buffer, 0, 4), ASLEEP, 1);
  return buffer;
}

function views(buffer: SharedArrayBuffer): { control: Int32Array; data: Uint8Array; words: Int32Array; size: number } {
  const size = buffer.byteLength - CONTROL_BYTES;
  if (size < 64 || size % 8 !== 0) throw new RangeError('not a ring buffer');
  return { control: new Int32Array(buffer, 0, 4), data: new Uint8Array(buffer, CONTROL_BYTES, size), words: new Int32Array(buffer, CONTROL_BYTES, size / 4), size };
}

/** The page's end. */
export class RingWriter {
  private readonly control: Int32Array;
  private readonly data: Uint8Array;
  private readonly words: Int32Array;
  private readonly size: number;

  constructor(readonly buffer: SharedArrayBuffer) {
    ({ control: this.control, data: this.data, words: this.words, size: this.size } = views(buffer));
  }

  /**
   * Appends a record of `length` bytes, filled by `fill(data, offset)` (`data` is the ring's
   * data region; write bytes [offset, offset + length) only). False, with nothing written,
   * when the ring lacks the room: the reader has fallen that far behind.
   */
  write(id: number, length: number, fill: (data: Uint8Array, offset: number) => void): boolean {
    const need = RECORD_HEADER + pad8(length);
    const head = this.control[HEAD]; // only this writer stores head
    const tail = Atomics.load(this.control, TAIL);
    let at = head;
    if (head + need > this.size) {
      // the record goes to the start: it needs the room there, and the rest of the end is skipped
      if (tail <= head ? need >= tail : true) return false;
      if (head + RECORD_HEADER <= this.size) this.words[head / 4] = WRAP;
      at = 0;
    } else {
      const free = tail > head ? tail - head : this.size - head + tail;
      if (need >= free) return false;
    }
    this.words[at / 4] = id;
    this.words[at / 4 + 1] = length;
    fill(this.data, at + RECORD_HEADER);
    let next = at + need;
    if (next === this.size) next = 0;
    Atomics.store(this.control, HEAD, next);
    return true;
  }

  /** True once: the reader had stopped and this caller must wake it (the flag is cleared). */
  claimWake(): boolean {
    return Atomics.load(this.control, ASLEEP) === 1 && Atomics.compareExchange(this.control, ASLEEP, 1, 0) === 1;
  }
}

/** The worker's end. */
export class RingReader {
  private readonly control: Int32Array;
  private readonly words: Int32Array;
  private readonly size: number;

  constructor(buffer: SharedArrayBuffer) {
    ({ control: this.control, words: this.words, size: this.size } = views(buffer));
  }

  /** Whether a record is waiting. */
  pending(): boolean {
    return Atomics.load(this.control, HEAD) !== this.control[TAIL];
  }

  /**
   * Reads every record written so far, oldest first: `visit(id, byteOffset, length)` with the
   * offset into the shared buffer (valid during the call only: the space is released after).
   * Returns how many were read. A record whose header does not fit the ring (a ring written by
   * something else) drops everything written so far and throws. An error thrown by `visit`
   * stops the read there; that record is released and the next drain goes on after it.
   */
  drain(visit: (id: number, byteOffset: number, length: number) => void): number {
    const head = Atomics.load(this.control, HEAD);
    let tail = this.control[TAIL]; // only this reader stores tail
    let n = 0;
    try {
      while (tail !== head) {
        if (tail + RECORD_HEADER > this.size || this.words[tail / 4] === WRAP) {
          tail = 0;
          continue;
        }
        const id = this.words[tail / 4];
        const length = this.words[tail / 4 + 1];
        const next = tail + RECORD_HEADER + pad8(length);
        if (length < 0 || next > this.size) {
          const at = tail;
          tail = head; // what follows cannot be found: drop it all rather than read it forever
          throw new RangeError(`overlay ring: a record of ${length} bytes at ${at}`);
        }
        const at = CONTROL_BYTES + tail + RECORD_HEADER;
        tail = next === this.size ? 0 : next;
        n++;
        visit(id, at, length);
      }
    } finally {
      Atomics.store(this.control, TAIL, tail);
    }
    return n;
  }

  /**
   * Marks the reader asleep unless a record came meanwhile; true when it may stop (the next
   * write then wakes it: RingWriter.claimWake). False means read on.
   */
  sleep(): boolean {
    Atomics.store(this.control, ASLEEP, 1);
    if (!this.pending()) return true;
    // a record came between the last read and the flag: take the flag back unless the writer
    // already has (then its wake message is on the way and stopping is right)
    return Atomics.compareExchange(this.control, ASLEEP, 1, 0) !== 1;
  }
}
