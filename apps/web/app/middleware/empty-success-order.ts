// Order confirmation guard (spec §2): the confirmation page needs the order_number parameter.
import { redirect } from 'react-router';
import { type Guard, homeOf } from './registry';

export const emptySuccessOrder: Guard = (args) => {
  const orderNumber = new URL(args.request.url).searchParams.get('order_number');
  if (!orderNumber?.trim()) throw redirect(homeOf(args));
};
