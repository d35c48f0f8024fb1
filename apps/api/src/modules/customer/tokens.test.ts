import { describe, expect, it } from 'vitest';
import { expiresAfterHours, hashToken, looksLikeToken, newToken } from './tokens.ts';

describe('customer tokens', () => {
  it('are 32 random bytes in base64url, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken().token));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(looksLikeToken(token)).toBe(true);
    }
  });

  it('keep only a sha256 hex digest for the database', () => {
    const { token, hash } = newToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  });

  it('recognise only the shape they are issued in', () => {
    expect(looksLikeToken('')).toBe(false);
    expect(looksLikeToken('a'.repeat(42))).toBe(false);
    expect(looksLikeToken('a'.repeat(44))).toBe(false);
    expect(looksLikeToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeToken('A-_'.repeat(14).concat('z'))).toBe(true);
  });

  it('expire the given number of hours after issue', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(expiresAfterHours(24, now).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(expiresAfterHours(0.5, now).toISOString()).toBe('2026-01-01T00:30:00.000Z');
  });
});
