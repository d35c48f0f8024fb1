import { describe, expect, it } from 'vitest';
import { printableDatabaseUrl } from './connect.ts';

describe('the database URL in start-up messages', () => {
  it('masks the password and keeps user, host, port and database', () => {
    expect(printableDatabaseUrl('postgres://atrium:s3cret@db.example:5433/shop')).toBe(
      'postgres://atrium:***@db.example:5433/shop',
    );
  });

  it('drops query parameters, which may carry a password too', () => {
    expect(printableDatabaseUrl('postgres://db.example/shop?password=s3cret&sslmode=require')).toBe(
      'postgres://db.example/shop?…',
    );
  });

  it('leaves a URL without a password as it is', () => {
    expect(printableDatabaseUrl('postgres://postgres@127.0.0.1:5432/postgres')).toBe(
      'postgres://postgres@127.0.0.1:5432/postgres',
    );
  });
});
