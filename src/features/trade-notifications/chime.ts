/**
 * The notification sound, GET /media/ding.mp3 (spec trade page section 7). The file is fetched
 * once, on the first chime, and kept as a blob: every later chime replays it without asking the
 * gateway again. The browser's autoplay rules decide: before the page may play sound, play()
 * is refused and the refusal is swallowed (no error, no retry); later chimes try again.
 */
export const CHIME_URL = '/media/ding.mp3';

let audio: Promise<HTMLAudioElement | null> | undefined;

function load(): Promise<HTMLAudioElement | null> {
  return (audio ??= fetch(CHIME_URL, { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(`chime: ${res.status}`))))
    .then((blob) => new Audio(URL.createObjectURL(blob)))
    .catch(() => {
      audio = undefined; // asked again by the next chime
      return null;
    }));
}

/** Plays the chime once, from its start; never throws. */
export function playChime(): void {
  void load().then((a) => {
    if (a === null) return;
    a.currentTime = 0;
    a.play().catch(() => {
      // NotAllowedError before the user's first gesture (autoplay policy): stay silent
    });
  });
}
