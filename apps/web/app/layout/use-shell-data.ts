import { useRouteLoaderData } from 'react-router';
import type { loader } from '~/routes/website-layout';

/** The start-up data of the website layout; undefined only while the layout itself failed. */
export function useShellData() {
  return useRouteLoaderData<typeof loader>('website');
}

export function useRequiredShellData() {
  const data = useShellData();
  if (!data) throw new Error('The website layout data is not loaded');
  return data;
}
