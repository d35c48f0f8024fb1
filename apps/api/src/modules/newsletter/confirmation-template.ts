// The double opt-in mail: a link that confirms the subscription of the address it was sent to.
import type { MailTemplate } from '../mail/template.ts';

export interface ConfirmationMailData {
  email: string;
  /** `<storefront><website>/newsletter/subscriber/confirm?id=…&code=…` */
  confirmUrl: string;
  validDays: number;
}

export const confirmationTemplate: MailTemplate<ConfirmationMailData> = {
  name: 'newsletter-confirmation',
  content({ language, storeName }, { email, confirmUrl, validDays }) {
    switch (language) {
      case 'ru':
        return {
          subject: `Подтвердите подписку на рассылку ${storeName}`,
          paragraphs: [
            'Здравствуйте!',
            `Кто-то, возможно вы, попросил подписать адрес ${email} на рассылку ${storeName}. Чтобы подтвердить подписку, перейдите по ссылке:`,
          ],
          action: { label: 'Подтвердить подписку', url: confirmUrl },
          after: [
            `Ссылка действует ${validDays} дня.`,
            'Если вы не подписывались, просто проигнорируйте это письмо: без подтверждения рассылка не придёт.',
          ],
        };
      case 'es':
        return {
          subject: `Confirma tu suscripción al boletín de ${storeName}`,
          paragraphs: [
            'Hola:',
            `Alguien, quizá tú, ha pedido suscribir ${email} al boletín de ${storeName}. Para confirmar la suscripción, abre este enlace:`,
          ],
          action: { label: 'Confirmar la suscripción', url: confirmUrl },
          after: [
            `El enlace es válido durante ${validDays} días.`,
            'Si no lo has pedido tú, ignora este mensaje: sin confirmación no recibirás el boletín.',
          ],
        };
      default:
        return {
          subject: `Confirm your subscription to the ${storeName} newsletter`,
          paragraphs: [
            'Hello,',
            `Someone, probably you, asked to subscribe ${email} to the ${storeName} newsletter. To confirm the subscription, open this link:`,
          ],
          action: { label: 'Confirm my subscription', url: confirmUrl },
          after: [
            `The link works for ${validDays} days.`,
            'If you did not ask for this, ignore this message: without a confirmation you will not get the newsletter.',
          ],
        };
    }
  },
};
