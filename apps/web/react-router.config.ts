import type { Config } from '@react-router/dev/config';

export default {
  // Server rendering: the first HTML already holds the store configuration, menu and footer.
  ssr: true,
  future: {
    // Route middleware resolves the website prefix before any loader runs.
    v8_middleware: true,
  },
} satisfies Config;
