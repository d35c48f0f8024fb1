import { describe, expect, it } from 'vitest';
import { bumpStoreVersion } from '../../src/modules/store/cache.ts';
import { configValue } from '../../src/modules/store/tables.ts';
import { useTestApi } from '../support/api-client.ts';
import { createAccount, FAST_HASHING, uniqueEmail } from './helpers.ts';

const api = useTestApi(FAST_HASHING);
const QUERY = 'query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }';

describe('isEmailAvailable with guest-checkout sign-in enabled', () => {
  it('tells registered e-mails apart, as Magento does under that setting', async () => {
    await api.database.db.insert(configValue).values({
      scope: 'default',
      scopeId: 0,
      path: 'checkout/options/enable_guest_checkout_login',
      value: '1',
    });
    await bumpStoreVersion(api.database.db);
    const { email } = await createAccount(api);
    const taken = await api.gql<{ isEmailAvailable: { is_email_available: boolean } }>(QUERY, {
      variables: { email: email.toUpperCase() },
    });
    expect(taken.data?.isEmailAvailable.is_email_available).toBe(false);
    const free = await api.gql<{ isEmailAvailable: { is_email_available: boolean } }>(QUERY, {
      variables: { email: uniqueEmail() },
    });
    expect(free.data?.isEmailAvailable.is_email_available).toBe(true);
  });
});
