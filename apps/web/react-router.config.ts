import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: the first HTML already holds the store configuration, menu and footer.
  ssr: true,
  // The whole route manifest in the first page (ADR 0033): lazy discovery raced a click on a link
  // rendered a moment before (the add-to-project drawer's "Open the project") — the address changed
  // and the old page stayed.
  routeDiscovery: { mode: 'initial' },
  future: {
    // Route middleware resolves the website prefix before any loader runs.
    v8_middleware: true,
  },
} satisfies Config;
