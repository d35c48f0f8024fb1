// Search guard (spec §2): the search results page needs a non-empty query parameter q.
import { redirect } from 'react-router';
import { type Guard, homeOf } from './registry';

export const emptySearchString: Guard = (args) => {
  const query = new URL(args.request.url).searchParams.get('q');
  if (!query?.trim()) throw redirect(homeOf(args));
};
