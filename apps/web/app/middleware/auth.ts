// Guest-blocking guard (spec §2, §6): customer-only pages send guests (no auth token) home.
import { redirect } from 'react-router';
import { COOKIE, readCookie } from '~/lib/cookies.server';
import { type Guard, homeOf } from './registry';

export const auth: Guard = (args) => {
  if (!readCookie(args.request, COOKIE.authToken)) throw redirect(homeOf(args));
};
