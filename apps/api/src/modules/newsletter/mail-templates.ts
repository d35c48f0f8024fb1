// The newsletter's mails: a subscription confirmed, and an unsubscription.
import type { MailTemplate } from '../mail/template.ts';

export interface SubscriptionMailData {
  email: string;
}

export const subscribedTemplate: MailTemplate<SubscriptionMailData> = {
  name: 'newsletter-subscribed',
  content({ language, storeName, storefrontUrl }, { email }) {
    const subscriptions = `${storefrontUrl}customer/account/subscriptions`;
    switch (language) {
      case 'ru':
        return {
          subject: `Подписка на рассылку ${storeName} оформлена`,
          paragraphs: [
            'Здравствуйте!',
            `Адрес ${email} подписан на рассылку ${storeName}: новинки, проекты и специальные предложения.`,
            'Отписаться можно в любой момент в личном кабинете, в разделе «Подписки», или ответив на это письмо.',
          ],
          action: { label: 'Управлять подписками', url: subscriptions },
        };
      case 'es':
        return {
          subject: `Suscripción al boletín de ${storeName} confirmada`,
          paragraphs: [
            'Hola:',
            `La dirección ${email} está suscrita al boletín de ${storeName}: novedades, proyectos y ofertas.`,
            'Puedes darte de baja cuando quieras en tu cuenta, en «Suscripciones», o respondiendo a este correo.',
          ],
          action: { label: 'Gestionar suscripciones', url: subscriptions },
        };
      default:
        return {
          subject: `Your ${storeName} newsletter subscription is confirmed`,
          paragraphs: [
            'Hello,',
            `${email} is now subscribed to the ${storeName} newsletter: new arrivals, projects and offers.`,
            'You can unsubscribe at any time in your account, under Subscriptions, or by replying to this e-mail.',
          ],
          action: { label: 'Manage subscriptions', url: subscriptions },
        };
    }
  },
};

export const unsubscribedTemplate: MailTemplate<SubscriptionMailData> = {
  name: 'newsletter-unsubscribed',
  content({ language, storeName, storefrontUrl }, { email }) {
    const subscriptions = `${storefrontUrl}customer/account/subscriptions`;
    switch (language) {
      case 'ru':
        return {
          subject: `Вы отписались от рассылки ${storeName}`,
          paragraphs: [
            'Здравствуйте!',
            `Адрес ${email} больше не получает рассылку ${storeName}.`,
            'Передумали? Подписку можно вернуть в личном кабинете.',
          ],
          action: { label: 'Подписки', url: subscriptions },
        };
      case 'es':
        return {
          subject: `Te has dado de baja del boletín de ${storeName}`,
          paragraphs: [
            'Hola:',
            `La dirección ${email} ya no recibirá el boletín de ${storeName}.`,
            '¿Has cambiado de opinión? Puedes volver a suscribirte en tu cuenta.',
          ],
          action: { label: 'Suscripciones', url: subscriptions },
        };
      default:
        return {
          subject: `You have unsubscribed from the ${storeName} newsletter`,
          paragraphs: [
            'Hello,',
            `${email} will no longer receive the ${storeName} newsletter.`,
            'Changed your mind? You can subscribe again in your account.',
          ],
          action: { label: 'Subscriptions', url: subscriptions },
        };
    }
  },
};
