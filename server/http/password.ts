import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). Stored form: 'salt:hash', both lowercase hex,
 * a 16-byte random salt and a 32-byte key. N=16384, r=8, p=1 costs about 16 MiB and tens of
 * milliseconds per hash: slow for an attacker, cheap enough for sign-in.
 */
const KEY_LENGTH = 32;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, OPTIONS, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password with a fresh salt taken from `randomBytes` (deps.randomBytes). */
export async function hashPassword(password: string, randomBytes: (size: number) => Uint8Array): Promise<string> {
  const salt = Buffer.from(randomBytes(16));
  const key = await derive(password, salt);
  return `${salt.toString('hex')}:${key.toString('hex')}`;
}

/** True when `password` matches a stored 'salt:hash'; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [saltHex, keyHex] = stored.split(':');
  if (!saltHex || !keyHex || keyHex.length !== KEY_LENGTH * 2) return false;
  const key = await derive(password, Buffer.from(saltHex, 'hex'));
  return timingSafeEqual(key, Buffer.from(keyHex, 'hex'));
}

/**
 * A hash to verify against when the email is unknown, so a failed login takes as long whether
 * or not the account exists (no account enumeration by timing).
 */
export const DUMMY_HASH = `${'00'.repeat(16)}:${'00'.repeat(KEY_LENGTH)}`;
