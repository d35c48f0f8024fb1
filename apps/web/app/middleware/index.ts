// Registers the guards the storefront can enforce today by their spec names (spec §2). The cart's
// (empty-cart, update-cart) came with the cart, success-order with the checkout; the estimate guard
// (empty-success-estimate) comes with projects; until then a route naming it fails loudly with
// "Unknown middleware".
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
