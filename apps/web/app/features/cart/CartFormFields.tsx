// The hidden fields of every cart form: where a plain post comes back to, and — once hydrated —
// the marker that asks the action for data instead of a redirect.
import { useLocation } from 'react-router';
import { useHydrated, VIA_FETCHER } from '~/features/account/via-fetcher';

export function CartFormFields({ intent }: { intent?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="redirect_to" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name={VIA_FETCHER.name} value={VIA_FETCHER.value} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
    </>
  );
}
