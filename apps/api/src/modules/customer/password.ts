// Password hashing with scrypt (node:crypto): a random salt per password and a self-describing
// format `scrypt$N$r$p$salt$hash` (salt and hash base64url), so the cost can be raised later
// without invalidating stored hashes. Verification compares in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum in its equal-cost form N=2^15, r=8, p=3: about 0.3 s of one core and
 * 32 MiB per hash (the N=2^17, p=1 form needs 128 MiB, too much under concurrent sign-ins).
 * Configurable with PASSWORD_SCRYPT_COST; stored hashes keep the cost they were made with.
 */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };

/** Parses `N,r,p` (PASSWORD_SCRYPT_COST). */
export function parseScryptCost(value: string): ScryptCost | undefined {
  const [N, r, p, ...rest] = value.split(',').map((part) => Number(part.trim()));
  if (rest.length > 0 || N === undefined || r === undefined || p === undefined) return undefined;
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  if (N < 2 || (N & (N - 1)) !== 0) return undefined;
  return { N, r, p };
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * cost.N * cost.r * cost.p + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; hash: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const hash = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || hash.length === 0) return undefined;
  return { cost: { N, r, p }, salt, hash };
}

/** True when the password matches the stored hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: ScryptCost = DEFAULT_COST,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    await spendHashTime(password, cost);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.cost);
  return candidate.length === parsed.hash.length && timingSafeEqual(candidate, parsed.hash);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Does the work of one verification against a throwaway hash, so answering for an unknown e-mail
 * (or an account without a password) takes as long as checking a real one.
 */
export async function spendHashTime(password: string, cost: ScryptCost = DEFAULT_COST): Promise<void> {
  const key = `${cost.N},${cost.r},${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64url'), cost);
    dummyHashes.set(key, dummy);
  }
  const parsed = parse(await dummy);
  if (parsed) await derive(password, parsed.salt, parsed.cost);
}
