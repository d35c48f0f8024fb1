// Zod builds faster object parsers with `new Function` where a page may evaluate code. Under the
// storefront's Content-Security-Policy it may not (no 'unsafe-eval'), and even Zod's probe for it
// is reported as a CSP violation, so in the browser Zod is told not to try. The one module that
// builds schemas in the browser (features/customer/form-rules.ts) imports this file first: Zod
// decides when a schema is built, which happens as the modules load. Not root.tsx: that would put
// Zod into every page's first load, where only the customer forms need it.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
