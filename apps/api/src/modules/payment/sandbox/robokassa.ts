// The built-in Robokassa sandbox: the payment page the signed link opens. "Pay" first posts the
// signed Result notification (Password #2) to the shop's ResultURL, as Robokassa does, then sends
// the browser to the SuccessURL (signed with Password #1); "Decline" sends it to the FailURL.
// Its passwords are the ones this process made up at start (settings.ts), and the shop it notifies
// is API_PUBLIC_URL: never a server named by the request.
import type { Exchange } from '../http/exchange.ts';
import { redirect, sendHtml } from '../http/exchange.ts';
import { sandboxPage } from '../http/page.ts';
import { returnPaths } from '../redirect.ts';
import { sameSignature, shpParams, signature } from '../robokassa/protocol.ts';
import type { RobokassaConfig } from '../settings.ts';

export const ROBOKASSA_SANDBOX_PREFIX = '/sandbox/robokassa';

const PAYMENT_FIELDS = [
  'MerchantLogin',
  'OutSum',
  'InvId',
  'Description',
  'SignatureValue',
  'Culture',
  'IsTest',
];

function validLink(ex: Exchange, config: RobokassaConfig): boolean {
  const p = ex.params;
  if (p.get('MerchantLogin') !== config.login) return false;
  const expected = signature(
    config.hash,
    [config.login, p.get('OutSum') ?? '', p.get('InvId') ?? '', config.password1],
    shpParams(p),
  );
  return sameSignature(expected, p.get('SignatureValue'));
}

function returnQuery(ex: Exchange, config: RobokassaConfig, password: string | null): URLSearchParams {
  const p = ex.params;
  const shp = shpParams(p);
  const query = new URLSearchParams({ OutSum: p.get('OutSum') ?? '', InvId: p.get('InvId') ?? '' });
  if (password) {
    query.set(
      'SignatureValue',
      signature(config.hash, [query.get('OutSum')!, query.get('InvId')!, password], shp),
    );
  }
  query.set('Culture', p.get('Culture') ?? 'ru');
  for (const [key, value] of Object.entries(shp)) query.set(key, value);
  return query;
}

export async function robokassaSandbox(ex: Exchange, config: RobokassaConfig, path: string): Promise<void> {
  if (path !== '/pay') return sendHtml(ex.res, 404, '<p>Not found.</p>');
  if (!validLink(ex, config))
    return sendHtml(ex.res, 400, '<p>Robokassa: the payment link signature is not valid (error 29).</p>');
  const base = ex.gateways.apiUrl;
  if (ex.method !== 'POST') {
    const hidden: Record<string, string> = {};
    for (const [key, value] of ex.params)
      if (PAYMENT_FIELDS.includes(key) || key.startsWith('Shp_')) hidden[key] = value;
    const ru = ex.params.get('Culture') === 'ru';
    return sendHtml(
      ex.res,
      200,
      sandboxPage({
        provider: 'Robokassa',
        title: ru ? `Оплата ${ex.params.get('OutSum')} ₽` : `Pay ${ex.params.get('OutSum')} RUB`,
        lines: [
          ex.params.get('Description') ?? '',
          ru ? 'Тестовая карта 4111 1111 1111 1111' : 'Test card 4111 1111 1111 1111',
        ],
        action: `${base}${ROBOKASSA_SANDBOX_PREFIX}/pay`,
        hidden,
        approve: ru ? 'Оплатить' : 'Pay',
        decline: ru ? 'Отказаться' : 'Decline',
      }),
    );
  }
  if (ex.params.get('decision') !== 'approve') {
    return redirect(ex.res, `${base}${returnPaths.robokassaFail}?${returnQuery(ex, config, null)}`);
  }
  const notification = returnQuery(ex, config, config.password2);
  const answer = await fetch(`${base}${returnPaths.robokassaResult}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: notification.toString(),
  });
  const text = await answer.text();
  if (text.trim() !== `OK${ex.params.get('InvId')}`) {
    return sendHtml(ex.res, 502, '<p>Robokassa: the shop did not accept the payment notification.</p>');
  }
  return redirect(
    ex.res,
    `${base}${returnPaths.robokassaSuccess}?${returnQuery(ex, config, config.password1)}`,
  );
}
