import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-client.ts';
import { createAccount, errorOf, FAST_HASHING, SIGN_IN, uniqueEmail } from './helpers.ts';

// Nobody is trusted: X-Forwarded-For is ignored and the socket peer (127.0.0.1) is the client.
const api = useTestApi({ ...FAST_HASHING, TRUSTED_PROXIES: '', SIGNIN_ADDRESS_MAX_FAILURES: '3' });

describe('X-Forwarded-For from a peer that is not a trusted proxy', () => {
  it('is ignored, so changing it does not escape the address throttle', async () => {
    const { email, password } = await createAccount(api);
    for (let i = 0; i < 3; i++) {
      const res = await api.gql(SIGN_IN, {
        variables: { email: uniqueEmail('probe'), password: 'Any-Pass-1' },
        headers: { 'X-Forwarded-For': `192.0.2.${i + 1}` },
      });
      expect(errorOf(res).category).toBe('graphql-authentication');
    }
    const res = await api.gql(SIGN_IN, {
      variables: { email, password },
      headers: { 'X-Forwarded-For': '192.0.2.200' },
    });
    expect(errorOf(res).message).toBe(
      'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
    );
  });
});
