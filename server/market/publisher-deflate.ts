import { deflateRawSync } from 'node:zlib';
import { storedDeflate, type Deflate } from '../../src/protocol/codec';

/**
 * Below this many msgpack bytes a frame is sent as a stored (uncompressed) deflate block.
 * 8 KiB covers every depth update and trade batch of the recorded real market: inflating a
 * compressed update cost the client ~60 us (pako rebuilds its Huffman tables per frame)
 * against ~9 us stored, and the client's CPU on a weak laptop matters more than the ~60
 * bytes a frame this adds on average (bench/pipeline.ts, bench/ws-codec.ts).
 */
export const STORE_BELOW_BYTES = 8192;

/**
 * The gateway's raw deflate. Most frames are small depth updates and trade batches: for them
 * compression would save ~20 % of a few hundred bytes while zlib's per-call set-up costs tens
 * of microseconds (it was the gateway's largest publishing cost under SIM_RATE 5000, see
 * bench/ws-publish.ts), so they go out as one stored deflate block. Larger frames (snapshots,
 * tickers, kline history) are compressed with Node's native zlib, several times faster than
 * pako (bench/ws-codec.ts). Both are plain raw deflate for the client's inflater.
 */
export const nodeDeflate: Deflate = (bytes) => {
  if (bytes.length >= STORE_BELOW_BYTES) return deflateRawSync(bytes);
  const stored = storedDeflate(bytes);
  // a Buffer view (no copy): `ws` would otherwise wrap the frame again for every socket
  return Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
};
