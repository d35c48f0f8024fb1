// Sent by requestPasswordResetEmail: a single-use link to the storefront's create-password page.
import type { MailTemplate } from '../template.ts';

export interface PasswordResetData {
  firstname: string;
  /** The full link with the token, `<storefront><website>/customer/createpassword?token=…`. */
  resetUrl: string;
  /** How long the link works, in hours. */
  validHours: number;
}

const HOUR_WORDS: Record<'en' | 'ru' | 'es', Partial<Record<Intl.LDMLPluralRule, string>>> = {
  en: { one: 'hour', other: 'hours' },
  ru: { one: 'час', few: 'часа', many: 'часов', other: 'часа' },
  es: { one: 'hora', other: 'horas' },
};

/** "2 hours", "5 часов": the plural form by the language's CLDR rules (Intl.PluralRules). */
function hoursText(language: 'en' | 'ru' | 'es', hours: number): string {
  const form = new Intl.PluralRules(language).select(hours);
  const words = HOUR_WORDS[language];
  return `${hours} ${words[form] ?? words.other}`;
}

export const passwordResetTemplate: MailTemplate<PasswordResetData> = {
  name: 'password-reset',
  content({ language, storeName }, { firstname, resetUrl, validHours }) {
    const valid = hoursText(language, validHours);
    switch (language) {
      case 'ru':
        return {
          subject: `${storeName}: восстановление пароля`,
          paragraphs: [
            `Здравствуйте, ${firstname}!`,
            'Мы получили запрос на смену пароля вашего аккаунта. Чтобы задать новый пароль, перейдите по ссылке:',
          ],
          action: { label: 'Задать новый пароль', url: resetUrl },
          after: [
            `Ссылка действует ${valid} и только один раз.`,
            'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.',
          ],
        };
      case 'es':
        return {
          subject: `Restablecer tu contraseña de ${storeName}`,
          paragraphs: [
            `Hola, ${firstname}:`,
            'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta. Para elegir una nueva, abre este enlace:',
          ],
          action: { label: 'Elegir una nueva contraseña', url: resetUrl },
          after: [
            `El enlace es válido durante ${valid} y solo una vez.`,
            'Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.',
          ],
        };
      default:
        return {
          subject: `Reset your ${storeName} password`,
          paragraphs: [
            `Hello ${firstname},`,
            'We received a request to change the password of your account. To choose a new one, open this link:',
          ],
          action: { label: 'Set a new password', url: resetUrl },
          after: [
            `The link works for ${valid}, once.`,
            'If you did not ask for this, ignore this message: your password stays as it is.',
          ],
        };
    }
  },
};
