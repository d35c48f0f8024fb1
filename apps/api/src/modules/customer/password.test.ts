import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

const cheap = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('stores a self-describing scrypt hash that never contains the password', async () => {
    const stored = await hashPassword('Correct-Horse-9', cheap);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('Correct-Horse-9');
  });

  it('gives the same password a different salt and hash each time', async () => {
    const [a, b] = await Promise.all([
      hashPassword('Same-Pass-1', cheap),
      hashPassword('Same-Pass-1', cheap),
    ]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-Horse-9', cheap);
    expect(await verifyPassword('Correct-Horse-9', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-9', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the cost written in the hash, not the current default', async () => {
    const stored = await hashPassword('Older-Cost-7', { N: 2 ** 11, r: 4, p: 2 });
    expect(stored.startsWith('scrypt$2048$4$2$')).toBe(true);
    expect(await verifyPassword('Older-Cost-7', stored)).toBe(true);
  });

  it('treats the same text in another Unicode normal form as the same password', async () => {
    const composed = 'Café-Pass-1';
    const decomposed = 'Cafe\u0301-Pass-1';
    const stored = await hashPassword(composed, cheap);
    expect(await verifyPassword(decomposed, stored)).toBe(true);
  });

  it('refuses malformed, empty or foreign hashes without throwing', async () => {
    for (const stored of [
      null,
      '',
      'plain-text',
      'bcrypt$2$x$y$z$w',
      'scrypt$0$8$1$abc$def',
      'scrypt$1024$8$1$$',
    ]) {
      expect(await verifyPassword('anything', stored, cheap)).toBe(false);
    }
  });

  it('detects a tampered hash', async () => {
    const stored = await hashPassword('Tamper-Me-3', cheap);
    const parts = stored.split('$');
    const hash = Buffer.from(parts[5] ?? '', 'base64url');
    hash[0] = (hash[0] ?? 0) ^ 1;
    parts[5] = hash.toString('base64url');
    expect(await verifyPassword('Tamper-Me-3', parts.join('$'))).toBe(false);
  });
});

describe('scrypt cost setting', () => {
  it('reads N,r,p and refuses anything else', async () => {
    const { parseScryptCost } = await import('./password.ts');
    expect(parseScryptCost('32768,8,3')).toEqual({ N: 32768, r: 8, p: 3 });
    expect(parseScryptCost(' 1024 , 8 , 1 ')).toEqual({ N: 1024, r: 8, p: 1 });
    for (const bad of ['', '1000,8,1', '1024,8', '1024,8,1,1', '1024,0,1', 'a,b,c', '1024,8,1.5']) {
      expect(parseScryptCost(bad)).toBeUndefined();
    }
  });
});
