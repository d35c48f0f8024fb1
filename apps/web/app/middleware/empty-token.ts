// Token guard (spec §2): pages opened from an e-mailed link (set a new password) need ?token=.
import { redirect } from 'react-router';
import { type Guard, homeOf } from './registry';

export const emptyToken: Guard = (args) => {
  const token = new URL(args.request.url).searchParams.get('token');
  if (!token?.trim()) throw redirect(homeOf(args));
};
