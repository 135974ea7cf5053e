/**
 * The trade notifications' chime (/media/ding.mp3) as 16-bit PCM samples: two bell-like notes
 * (E6 then B6, 90 ms apart), each a sine with a quieter octave partial and an exponential decay,
 * faded in over 3 ms so it starts without a click. Pure: the encoder script turns it into MP3.
 * Our own synthesis, placed in the public domain (CC0 1.0), as is the MP3 made from it.
 */
export const CHIME_RATE = 44_100;
export const CHIME_SECONDS = 0.7;

const NOTES = [
  { hz: 1318.51, at: 0, gain: 0.42 },
  { hz: 1975.53, at: 0.09, gain: 0.34 },
];
/** Seconds for a note to fall to 1/e. */
const DECAY = 0.16;
const FADE_IN = 0.003;

export function chimeSamples(rate = CHIME_RATE, seconds = CHIME_SECONDS): Int16Array {
  const out = new Int16Array(Math.round(rate * seconds));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    let v = 0;
    for (const n of NOTES) {
      const u = t - n.at;
      if (u < 0) continue;
      const envelope = Math.exp(-u / DECAY) * Math.min(1, u / FADE_IN);
      v += n.gain * envelope * (Math.sin(2 * Math.PI * n.hz * u) + 0.25 * Math.sin(4 * Math.PI * n.hz * u));
    }
    out[i] = Math.round(Math.max(-1, Math.min(1, v)) * 32767);
  }
  return out;
}
