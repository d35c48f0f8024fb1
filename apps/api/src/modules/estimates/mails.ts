// The mails of estimates, in the recipient's language: the managers when an estimate is submitted
// for pricing, the partner when it is handed to them, the owner when the proposal is ready, and an
// invite to an estimate (a single-use link to the storefront's `?estimateHash=` guard).
import type { MailTemplate } from '../mail/template.ts';

export interface StatusMailData {
  estimateId: number;
  estimateName: string;
  /** Who changed the status. */
  actorName: string;
  note: string | null;
}

const estimateUrl = (storefrontUrl: string, id: number) => `${storefrontUrl}customer/account/estimates/${id}`;
const proposalUrl = (storefrontUrl: string, id: number) => `${storefrontUrl}customer/account/proposals/${id}`;

function noteLine(language: string, note: string | null): string[] {
  if (!note) return [];
  if (language === 'ru') return [`Комментарий: ${note}`];
  if (language === 'es') return [`Nota: ${note}`];
  return [`Note: ${note}`];
}

/** To the managers: an estimate waits for pricing (submitted, or sent back by the partner). */
export const estimateSubmittedTemplate: MailTemplate<StatusMailData> = {
  name: 'estimate-submitted',
  content({ language, storefrontUrl }, { estimateId, estimateName, actorName, note }) {
    const url = estimateUrl(storefrontUrl, estimateId);
    switch (language) {
      case 'ru':
        return {
          subject: `Смета «${estimateName}» ждёт расчёта`,
          paragraphs: [
            'Здравствуйте!',
            `${actorName} передал(а) смету «${estimateName}» на расчёт. Проверьте позиции, задайте цены и доставку и подготовьте предложение.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Открыть смету', url },
        };
      case 'es':
        return {
          subject: `El presupuesto «${estimateName}» espera su cálculo`,
          paragraphs: [
            'Hola:',
            `${actorName} ha enviado el presupuesto «${estimateName}» para calcularlo. Revisa los artículos, fija precios y entrega y prepara la propuesta.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Abrir el presupuesto', url },
        };
      default:
        return {
          subject: `The estimate "${estimateName}" is waiting for pricing`,
          paragraphs: [
            'Hello,',
            `${actorName} submitted the estimate "${estimateName}" for pricing. Check its items, set prices and delivery, and prepare the proposal.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Open the estimate', url },
        };
    }
  },
};

/** To the partner: the estimate is theirs to apply their discount. */
export const estimateToPartnerTemplate: MailTemplate<StatusMailData> = {
  name: 'estimate-discount-partner',
  content({ language, storefrontUrl }, { estimateId, estimateName, actorName, note }) {
    const url = estimateUrl(storefrontUrl, estimateId);
    switch (language) {
      case 'ru':
        return {
          subject: `Смета «${estimateName}» передана вам`,
          paragraphs: [
            'Здравствуйте!',
            `${actorName} рассчитал(а) смету «${estimateName}» и передал(а) её вам: задайте партнёрские цены и отправьте предложение клиенту.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Открыть смету', url },
        };
      case 'es':
        return {
          subject: `El presupuesto «${estimateName}» te espera`,
          paragraphs: [
            'Hola:',
            `${actorName} ha calculado el presupuesto «${estimateName}» y te lo pasa: fija tus precios de socio y envía la propuesta al cliente.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Abrir el presupuesto', url },
        };
      default:
        return {
          subject: `The estimate "${estimateName}" is yours to review`,
          paragraphs: [
            'Hello,',
            `${actorName} priced the estimate "${estimateName}" and handed it to you: set your partner prices and send the proposal to the client.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Open the estimate', url },
        };
    }
  },
};

/** To the owner: the proposal is ready. */
export const proposalReadyTemplate: MailTemplate<StatusMailData> = {
  name: 'estimate-proposal',
  content({ language, storefrontUrl }, { estimateId, estimateName, note }) {
    const url = proposalUrl(storefrontUrl, estimateId);
    switch (language) {
      case 'ru':
        return {
          subject: `Предложение по смете «${estimateName}» готово`,
          paragraphs: [
            'Здравствуйте!',
            `Мы подготовили предложение по смете «${estimateName}». Посмотрите его и перенесите в корзину, чтобы оформить заказ по согласованным ценам, или попросите изменения.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Открыть предложение', url },
        };
      case 'es':
        return {
          subject: `La propuesta de «${estimateName}» está lista`,
          paragraphs: [
            'Hola:',
            `Hemos preparado la propuesta del presupuesto «${estimateName}». Revísala y pásala al carrito para pedir a los precios acordados, o pide cambios.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Abrir la propuesta', url },
        };
      default:
        return {
          subject: `Your proposal for "${estimateName}" is ready`,
          paragraphs: [
            'Hello,',
            `We prepared the proposal for the estimate "${estimateName}". Review it and load it into your cart to order at the agreed prices, or ask for changes.`,
            ...noteLine(language, note),
          ],
          action: { label: 'Open the proposal', url },
        };
    }
  },
};

export interface InviteMailData {
  inviterName: string;
  estimateName: string;
  token: string;
  days: number;
}

/** The link an invite mail carries: the website's storefront with the token as `estimateHash`. */
export const inviteUrl = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}?estimateHash=${encodeURIComponent(token)}`;

export const estimateInviteTemplate: MailTemplate<InviteMailData> = {
  name: 'estimate-invite',
  content({ language, storeName, storefrontUrl }, { inviterName, estimateName, token, days }) {
    const url = inviteUrl(storefrontUrl, token);
    switch (language) {
      case 'ru':
        return {
          subject: `${inviterName} приглашает вас в смету «${estimateName}»`,
          paragraphs: [
            'Здравствуйте!',
            `${inviterName} приглашает вас к смете «${estimateName}» в ${storeName}: вы сможете смотреть её, дополнять и обсуждать предложение.`,
            `Войдите или зарегистрируйтесь и примите приглашение. Ссылка действует ${days} дней и только один раз.`,
          ],
          action: { label: 'Открыть смету', url },
          after: ['Если вы не ждали этого письма, просто не открывайте ссылку.'],
        };
      case 'es':
        return {
          subject: `${inviterName} te invita al presupuesto «${estimateName}»`,
          paragraphs: [
            'Hola:',
            `${inviterName} te invita al presupuesto «${estimateName}» en ${storeName}: podrás verlo, completarlo y comentar la propuesta.`,
            `Inicia sesión o regístrate y acepta la invitación. El enlace vale ${days} días y una sola vez.`,
          ],
          action: { label: 'Abrir el presupuesto', url },
          after: ['Si no esperabas este correo, no abras el enlace.'],
        };
      default:
        return {
          subject: `${inviterName} invites you to the estimate "${estimateName}"`,
          paragraphs: [
            'Hello,',
            `${inviterName} invites you to the estimate "${estimateName}" at ${storeName}: you will see it, add to it and discuss its proposal.`,
            `Sign in or create an account and accept the invitation. The link works once and for ${days} days.`,
          ],
          action: { label: 'Open the estimate', url },
          after: ['If you did not expect this e-mail, simply do not open the link.'],
        };
    }
  },
};
