/**
 * Writes server/media/ding.mp3 from chime-samples.ts (mono, 44.1 kHz, 96 kbps).
 *
 * The MP3 encoder, @breezystack/lamejs (LGPL-3.0; an ES-module build of lamejs), is not a
 * dependency of the project: it is needed only to remake the file, so install it beside, not
 * into, the project:
 *   npm install --prefix /tmp/chime @breezystack/lamejs@1.2.7
 *   LAMEJS=/tmp/chime/node_modules/@breezystack/lamejs/dist/lamejs.js npx tsx scripts/chime/make-chime.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHIME_RATE, chimeSamples } from './chime-samples';

interface Encoder {
  encodeBuffer(left: Int16Array): Int8Array;
  flush(): Int8Array;
}

const modulePath = process.env.LAMEJS;
if (modulePath === undefined) throw new Error('set LAMEJS to the path of @breezystack/lamejs/dist/lamejs.js (see the comment at the top)');
const { Mp3Encoder } = (await import(pathToFileURL(modulePath).href)) as { Mp3Encoder: new (channels: number, rate: number, kbps: number) => Encoder };

const samples = chimeSamples();
const encoder = new Mp3Encoder(1, CHIME_RATE, 96);
const parts: Int8Array[] = [];
// the encoder takes blocks of 1152 samples (one MPEG-1 layer III frame)
for (let i = 0; i < samples.length; i += 1152) parts.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
parts.push(encoder.flush());
// the encoder hands out signed bytes: view them as the bytes they are
const bytes = Buffer.concat(parts.map((p) => new Uint8Array(p.buffer, p.byteOffset, p.length)));
const out = join(import.meta.dirname, '..', '..', 'server', 'media', 'ding.mp3');
writeFileSync(out, bytes);
console.log(`wrote ${out}: ${bytes.length} bytes, ${(samples.length / CHIME_RATE).toFixed(2)} s`);
