// Known open-redirect bypasses, as return URLs given to the API for the `int` website of the
// storefront http://localhost:3000/. `lands` is where the browser must end up, null: refused.
export interface RedirectCase {
  name: string;
  input: string;
  lands: string | null;
}

export const REDIRECT_CASES: RedirectCase[] = [
  // Refused: another origin, however it is spelled.
  { name: 'slash and two backslashes (the report)', input: '/\\\\evil.example/x', lands: null },
  { name: 'slash and backslash', input: '/\\evil.example/x', lands: null },
  { name: 'two backslashes', input: '\\\\evil.example/x', lands: null },
  { name: 'scheme-relative //', input: '//evil.example/x', lands: null },
  { name: 'a tab between the slashes', input: '/\t/evil.example/x', lands: null },
  { name: 'a newline between the slashes', input: '/\n/evil.example/x', lands: null },
  { name: 'a carriage return between the slashes', input: '/\r/evil.example/x', lands: null },
  { name: 'a leading tab', input: '\t//evil.example/x', lands: null },
  { name: 'encoded slashes %2f%2f', input: '%2f%2fevil.example/x', lands: null },
  { name: 'slash then encoded slash /%2f', input: '/%2F/evil.example/x', lands: null },
  { name: 'encoded tab %09', input: '/%09/evil.example/x', lands: null },
  { name: 'encoded backslashes %5c%5c', input: '%5c%5cevil.example/x', lands: null },
  { name: 'javascript: URL', input: 'javascript:alert(document.domain)', lands: null },
  { name: 'upper-case JAVASCRIPT:', input: 'JAVASCRIPT:alert(1)', lands: null },
  { name: 'data: URL', input: 'data:text/html,<script>alert(1)</script>', lands: null },
  { name: 'a blob: URL carrying the site’s origin', input: 'blob:http://localhost:3000/x', lands: null },
  { name: 'a NUL byte', input: 'checkout/cart\u0000', lands: null },
  { name: 'a malformed escape', input: 'checkout/%E0%A4%A', lands: null },
  { name: 'absolute URL of another site', input: 'https://evil.example/x', lands: null },
  { name: 'upper-case scheme and host', input: 'HTTPS://EVIL.EXAMPLE/x', lands: null },
  { name: 'the site as user-info', input: 'https://localhost:3000@evil.example/x', lands: null },
  { name: 'user-info before the site itself', input: 'http://user:pw@localhost:3000/int/x', lands: null },
  { name: 'the site on another port', input: 'http://localhost:3001/int/x', lands: null },
  { name: 'the site over another scheme', input: 'https://localhost:3000/int/x', lands: null },
  { name: 'an empty string', input: '', lands: null },
  { name: 'only spaces', input: '   ', lands: null },
  // Accepted: they stay on the storefront.
  {
    name: 'a path of the website',
    input: 'checkout/paypal/return',
    lands: 'http://localhost:3000/int/checkout/paypal/return',
  },
  {
    name: 'a path from the root',
    input: '/int/checkout/cart',
    lands: 'http://localhost:3000/int/checkout/cart',
  },
  {
    name: 'a path with a query',
    input: 'checkout/cart?from=paypal',
    lands: 'http://localhost:3000/int/checkout/cart?from=paypal',
  },
  {
    name: 'the site’s own absolute URL',
    input: 'http://localhost:3000/int/checkout/cart',
    lands: 'http://localhost:3000/int/checkout/cart',
  },
  {
    name: 'the site’s own URL in upper case',
    input: 'HTTP://LOCALHOST:3000/int/x',
    lands: 'http://localhost:3000/int/x',
  },
  {
    name: 'dot segments stay on the site',
    input: '../../../../evil.example/x',
    lands: 'http://localhost:3000/evil.example/x',
  },
];
