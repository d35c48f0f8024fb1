import { useRouteLoaderData } from 'react-router';
// Typed by the loader's own module, not the route's: the route renders the layout, so importing
// it here would tie the layout and the features it shows into one circle.
import type { loadWebsiteLayout } from '~/routes/website-layout.server';

/** The start-up data of the website layout; undefined only while the layout itself failed. */
export function useShellData() {
  return useRouteLoaderData<typeof loadWebsiteLayout>('website');
}

export function useRequiredShellData() {
  const data = useShellData();
  if (!data) throw new Error('The website layout data is not loaded');
  return data;
}
