// The action of an estimate page (and the proposal page's "ask for changes"): reads the posted form
// by its intent, refuses bad input with the form's errors (nothing is sent to the API), runs one
// write, and answers a redirect back with a flash message — the same with and without JavaScript.
// A refusal of the API comes back next to its form (an authorization error ends the session).
import { data, redirect } from 'react-router';
import { getShopLocale } from '~/i18n/request-locale.server';
import { loadCountryOptions } from '~/lib/address/address-book.server';
import { flashCookie } from '~/lib/flash.server';
import type { FormMessage } from '~/lib/form-messages';
import type { GlobalMessageInput } from '~/lib/global-message';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { EstimateAnswer } from './estimate-answer';
import {
  checkEstimateAddress,
  readAddressValues,
  readDeliveryInfo,
  readEstimateName,
  readInvite,
  readItemsRequest,
  readPricesRequest,
  readStatusChange,
} from './estimate-form';
import { type EstimateListKind, type EstimateScope, estimatePaths } from './estimate-paths';
import {
  changeEstimateStatus,
  deleteEstimate,
  removeEstimateItem,
  sendEstimateInvite,
  setItemPrice,
  updateEstimate,
  updateEstimateItems,
  updateEstimatePrices,
} from './estimates.server';

export interface EstimateActionTarget {
  request: Request;
  shop: ShopContext;
  id: number;
  scope: EstimateScope;
}

const refuse = (answer: EstimateAnswer) => data<EstimateAnswer>(answer, { status: 400 });

function backTo(request: Request, path: string, message: GlobalMessageInput) {
  return redirect(path, { headers: { 'Set-Cookie': flashCookie(request, message) } });
}

export async function estimateAction(target: EstimateActionTarget, form: FormData) {
  const { request, shop, id, scope } = target;
  const page = estimatePaths.estimate(scope, id);
  const saved = (key: string, values?: Record<string, string>) =>
    backTo(request, page, { type: 'success', key, ...(values ? { values } : {}) });
  const intent = form.get('intent');

  if (intent === 'update-items' || intent === 'remove-item') {
    const wanted = readItemsRequest(form);
    if ('errorKey' in wanted) return refuse({ intent: 'items', message: { key: wanted.errorKey } });
    if (wanted.intent === 'remove-item') {
      const removed = await removeEstimateItem(shop, id, wanted.itemId);
      return removed.ok
        ? saved('estimate.message.item_removed')
        : refuse({ intent: 'items', message: removed.message });
    }
    const updated = await updateEstimateItems(shop, id, wanted.items, wanted.note);
    return updated.ok
      ? saved('estimate.message.items_saved')
      : refuse({ intent: 'items', message: updated.message });
  }
  if (intent === 'prices') {
    const wanted = readPricesRequest(form);
    if ('errorKey' in wanted) {
      return refuse({ intent: 'prices', message: { key: wanted.errorKey }, itemErrors: wanted.itemErrors });
    }
    const result = wanted.single
      ? await setItemPrice(shop, id, wanted.itemId, wanted.side, wanted.price)
      : await updateEstimatePrices(shop, id, wanted.prices);
    if (!result.ok) return refuse({ intent: 'prices', message: result.message, itemErrors: {} });
    return saved(wanted.single ? 'estimate.message.price_saved' : 'estimate.message.prices_saved');
  }
  if (intent === 'rename') {
    const read = readEstimateName(form);
    if (!read.ok) return refuse({ intent, name: read.name, error: read.error });
    const result = await updateEstimate(shop, id, { name: read.name });
    return result.ok
      ? saved('estimate.message.renamed')
      : refuse({ intent, name: read.name, message: result.message });
  }
  if (intent === 'address') {
    const values = readAddressValues(form);
    const countries = await loadCountryOptions(shop, getShopLocale(request, shop), [values.countryCode]);
    const checked = checkEstimateAddress(values, countries);
    if (!checked.ok) return refuse({ intent, values, errors: checked.errors });
    const result = await updateEstimate(shop, id, { address: checked.input });
    return result.ok
      ? saved('estimate.message.address_saved')
      : refuse({ intent, values, errors: {}, message: result.message });
  }
  if (intent === 'delivery') {
    const read = readDeliveryInfo(form);
    if (!read.ok) return refuse({ intent, values: read.values, errors: read.errors });
    const result = await updateEstimate(shop, id, {
      deliveryInfo: { description: read.description, cost: read.cost },
    });
    if (result.ok) return saved('estimate.message.delivery_saved');
    const values = { description: read.description, cost: read.cost === null ? '' : String(read.cost) };
    return refuse({ intent, values, errors: {}, message: result.message });
  }
  if (intent === 'status') {
    const read = readStatusChange(form);
    if (!read.ok) return refuse({ intent, note: read.note, error: read.error });
    const result = await changeEstimateStatus(shop, id, read.status, read.note);
    if (!result.ok) return refuse({ intent, note: read.note ?? '', message: result.message });
    // The estimate's page in its new status (a proposal sent back to draft is no proposal any more),
    // the status named in the interface language (the message nests estimate.status.<code>).
    return saved('estimate.message.status_changed', { status: result.value.status });
  }
  if (intent === 'invite') {
    const read = readInvite(form);
    if (!read.ok) return refuse({ intent, email: read.email, error: read.error });
    const sent = await sendEstimateInvite(shop, id, read.email);
    if (!sent.ok || !sent.value.status) {
      const message: FormMessage = sent.ok ? { text: sent.value.message } : sent.message;
      return refuse({ intent, email: read.email, message });
    }
    return saved('estimate.message.invite_sent', { email: read.email });
  }
  if (intent === 'delete') {
    const deleted = await deleteEstimate(shop, id);
    if (!deleted.ok) return refuse({ intent, message: deleted.message });
    // Spec §8: the server's message, as a success or an error by its status.
    if (!deleted.value.status) return refuse({ intent, message: { text: deleted.value.message } });
    const kind: EstimateListKind = 'estimates';
    return backTo(request, estimatePaths.list(scope, kind), { type: 'success', text: deleted.value.message });
  }
  return refuse({ intent: 'items', message: { key: 'error.default' } });
}
