// Sent after createCustomer: the account exists and where to sign in.
import type { MailTemplate } from '../template.ts';

export interface WelcomeData {
  firstname: string;
  email: string;
}

export const welcomeTemplate: MailTemplate<WelcomeData> = {
  name: 'welcome',
  content({ language, storeName, storefrontUrl }, { firstname, email }) {
    const account = `${storefrontUrl}customer/account`;
    switch (language) {
      case 'ru':
        return {
          subject: `Добро пожаловать в ${storeName}`,
          paragraphs: [
            `Здравствуйте, ${firstname}!`,
            `Спасибо за регистрацию. Ваш аккаунт создан, для входа используйте адрес ${email} и пароль, который вы указали.`,
            'В личном кабинете вы можете вести адресную книгу, список желаний и подписки.',
          ],
          action: { label: 'Перейти в личный кабинет', url: account },
        };
      case 'es':
        return {
          subject: `Bienvenido a ${storeName}`,
          paragraphs: [
            `Hola, ${firstname}:`,
            `Gracias por registrarte. Tu cuenta está creada; inicia sesión con ${email} y la contraseña que elegiste.`,
            'En tu cuenta puedes gestionar tu libreta de direcciones, tu lista de deseos y tus suscripciones.',
          ],
          action: { label: 'Ir a mi cuenta', url: account },
        };
      default:
        return {
          subject: `Welcome to ${storeName}`,
          paragraphs: [
            `Hello ${firstname},`,
            `Thank you for signing up. Your account is ready: sign in with ${email} and the password you chose.`,
            'In your account you can keep an address book, a wishlist and your subscriptions.',
          ],
          action: { label: 'Go to my account', url: account },
        };
    }
  },
};
