// Registers the guards the storefront can enforce today. The spec's other names (session health
// checks, cart and estimate guards) are registered together with the customer and cart features
// they depend on; until then a route naming them fails loudly with "Unknown middleware".
import { auth } from './auth';
import { emptySearchString } from './empty-search-string';
import { emptySuccessOrder } from './empty-success-order';
import { emptyToken } from './empty-token';
import { registerGuard } from './registry';

registerGuard('auth', auth);
registerGuard('empty-search-string', emptySearchString);
registerGuard('empty-success-order', emptySuccessOrder);
registerGuard('empty-token', emptyToken);

export { guards, registeredGuardNames } from './registry';
