// Registers the guards the storefront can enforce today by their spec names (spec §2). The cart's
// (empty-cart, update-cart) came with the cart; the order and estimate guards (success-order,
// empty-success-estimate) are registered with the features they depend on; until then a route
// naming them fails loudly with "Unknown middleware".
import { addressExist } from './address-exist';
import { auth } from './auth';
import { authHealthCheck } from './auth-health-check';
import { authWithUpdateData } from './auth-with-update-data';
import { checkHash } from './check-hash';
import { emptyCart } from './empty-cart';
import { emptySearchString } from './empty-search-string';
import { emptySuccessOrder } from './empty-success-order';
import { emptyToken } from './empty-token';
import { registerGuard } from './registry';
import { successOrder } from './success-order';
import { updateCart } from './update-cart';

registerGuard('address-exist', addressExist);
registerGuard('auth', auth);
registerGuard('auth-health-check', authHealthCheck);
registerGuard('auth-with-update-data', authWithUpdateData);
registerGuard('check-hash', checkHash);
registerGuard('empty-search-string', emptySearchString);
registerGuard('empty-success-order', emptySuccessOrder);
registerGuard('empty-token', emptyToken);
registerGuard('success-order', successOrder);
registerGuard('empty-cart', emptyCart);
registerGuard('update-cart', updateCart);

export { guards, registeredGuardNames } from './registry';
