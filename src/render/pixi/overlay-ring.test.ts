import { describe, expect, it } from 'vitest';
import { prng } from '../../core/prng';
import { createRingBuffer, RingReader, RingWriter } from './overlay-ring';

/** Writes `bytes` as a record (each byte its value) and says whether the ring took it. */
function put(w: RingWriter, id: number, bytes: number[]): boolean {
  return w.write(id, bytes.length, (data, offset) => data.set(bytes, offset));
}

function take(r: RingReader, buffer: SharedArrayBuffer): Array<{ id: number; bytes: number[] }> {
  const out: Array<{ id: number; bytes: number[] }> = [];
  r.drain((id, offset, length) => out.push({ id, bytes: [...new Uint8Array(buffer, offset, length)] }));
  return out;
}

describe('overlay ring', () => {
  it('should hand records over in order with their bytes, at offsets a Float32Array can read', () => {
    const buffer = createRingBuffer(256);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    expect(r.pending()).toBe(false);
    expect(put(w, 3, [1, 2, 3])).toBe(true);
    expect(put(w, 4, [9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(true);
    expect(r.pending()).toBe(true);
    const offsets: number[] = [];
    r.drain((_id, offset) => offsets.push(offset));
    expect(offsets.every((o) => o % 8 === 0)).toBe(true);
    expect(r.pending()).toBe(false);
    put(w, 5, [42]);
    expect(take(r, buffer)).toEqual([{ id: 5, bytes: [42] }]);
  });

  it('should refuse a record it has no room for and take it again once the reader caught up', () => {
    const buffer = createRingBuffer(64);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    const big = Array.from({ length: 40 }, (_, i) => i);
    expect(put(w, 1, big)).toBe(true); // 48 bytes of 64
    expect(put(w, 2, [1, 2, 3, 4, 5, 6, 7, 8])).toBe(false); // 16 more would fill it: full looks empty
    expect(take(r, buffer)).toEqual([{ id: 1, bytes: big }]);
    expect(put(w, 2, [1, 2, 3, 4, 5, 6, 7, 8])).toBe(true); // wraps to the start
    expect(take(r, buffer)).toEqual([{ id: 2, bytes: [1, 2, 3, 4, 5, 6, 7, 8] }]);
  });

  it('should keep every record and its order over random sizes, wraps and reads (against a queue)', () => {
    const rnd = prng(7);
    const buffer = createRingBuffer(1024);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    const queue: Array<{ id: number; bytes: number[] }> = [];
    let written = 0;
    let refused = 0;
    for (let step = 0; step < 20_000; step++) {
      if (rnd() < 0.55) {
        const bytes = Array.from({ length: Math.floor(rnd() * 200) }, () => Math.floor(rnd() * 256));
        if (put(w, step, bytes)) {
          queue.push({ id: step, bytes });
          written++;
        } else {
          refused++;
        }
      } else {
        expect(take(r, buffer)).toEqual(queue.splice(0));
      }
    }
    expect(take(r, buffer)).toEqual(queue);
    expect(written).toBeGreaterThan(5_000);
    expect(refused).toBeGreaterThan(100); // the full ring was met, and survived
  });

  it('should release a record whose reader threw and go on after it', () => {
    const buffer = createRingBuffer(256);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    put(w, 1, [1]);
    put(w, 2, [2]);
    expect(() => r.drain((id) => {
      if (id === 1) throw new Error('bad frame');
    })).toThrow('bad frame');
    expect(take(r, buffer)).toEqual([{ id: 2, bytes: [2] }]);
  });

  it('should drop what it holds and say so when a record header is not one', () => {
    const buffer = createRingBuffer(256);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    put(w, 1, [1, 2]);
    new Int32Array(buffer, 16 + 4, 1)[0] = 100_000; // the record's length, overwritten by something else
    expect(() => take(r, buffer)).toThrow(/overlay ring/);
    expect(r.pending()).toBe(false);
    put(w, 2, [5]);
    expect(take(r, buffer)).toEqual([{ id: 2, bytes: [5] }]);
  });

  it('should have the first write wake the reader, and a write after the reader slept wake it once', () => {
    const buffer = createRingBuffer(256);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    put(w, 1, [1]);
    expect(w.claimWake()).toBe(true); // the reader has not started
    expect(w.claimWake()).toBe(false);
    take(r, buffer);
    expect(r.sleep()).toBe(true); // nothing pending: it may stop
    put(w, 2, [2]);
    expect(w.claimWake()).toBe(true);
    expect(w.claimWake()).toBe(false);
  });

  it('should not let the reader stop when a record came between its last read and its sleep', () => {
    const buffer = createRingBuffer(256);
    const w = new RingWriter(buffer);
    const r = new RingReader(buffer);
    w.claimWake(); // the reader runs
    put(w, 1, [1]); // written while the reader is awake: no wake needed
    expect(r.sleep()).toBe(false); // it takes the flag back and reads on
    expect(w.claimWake()).toBe(false);
    expect(take(r, buffer)).toEqual([{ id: 1, bytes: [1] }]);
  });

  it('should refuse a ring size that cannot hold its records', () => {
    expect(() => createRingBuffer(60)).toThrow(RangeError);
    expect(() => createRingBuffer(100)).toThrow(RangeError);
    expect(() => new RingReader(new SharedArrayBuffer(20))).toThrow(RangeError);
  });
});
