// The prompt a payment method shows when chosen, from its Magento settings: Check / Money order's
// "Make Check payable to" and "Send Check to", the others' free-text instructions.
import type { RequestContext } from '../../shared/context.ts';

/**
 * Magento's offline methods Atrium takes: paid outside the shop, confirmed by staff. Their
 * instructions (`payment/<method>/instructions`, Check / Money order's payee and address) tell the
 * shopper how to pay: the order answers them as `additional_data` `instructions`, in the store
 * view's words, as the order mail prints them.
 */
export const OFFLINE_METHODS = ['banktransfer', 'checkmo', 'cashondelivery', 'purchaseorder'];

const labels: Record<string, { payableTo: string; sendTo: string }> = {
  en: { payableTo: 'Make Check payable to:', sendTo: 'Send Check to:' },
  ru: { payableTo: 'Получатель чека:', sendTo: 'Адрес для отправки чека:' },
  es: { payableTo: 'Cheque a nombre de:', sendTo: 'Enviar el cheque a:' },
};

export function paymentSetting(ctx: RequestContext, code: string, field: string): string | null {
  const value = ctx.config.get(`payment/${code}/${field}`);
  return value?.trim() ? value.trim() : null;
}

export function paymentPrompt(ctx: RequestContext, code: string): string | null {
  if (code === 'checkmo') {
    const text = labels[ctx.locale.slice(0, 2)] ?? labels.en!;
    const payableTo = paymentSetting(ctx, code, 'payable_to');
    const mailingAddress = paymentSetting(ctx, code, 'mailing_address');
    const lines = [
      ...(payableTo ? [`${text.payableTo} ${payableTo}`] : []),
      ...(mailingAddress ? [`${text.sendTo} ${mailingAddress}`] : []),
    ];
    return lines.length > 0 ? lines.join('\n') : null;
  }
  return paymentSetting(ctx, code, 'instructions');
}
