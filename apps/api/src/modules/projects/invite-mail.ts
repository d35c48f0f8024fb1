// The mail of a project invite, in the store view's language: who invites, to which project, and
// the single-use link (valid INVITE_DAYS days) to the storefront's `?projectHash=` guard.
import type { MailTemplate } from '../mail/template.ts';

export interface InviteMailData {
  inviterName: string;
  projectName: string;
  token: string;
  days: number;
}

/** The link an invite mail carries: the website's storefront with the token as `projectHash`. */
export const inviteUrl = (storefrontUrl: string, token: string) =>
  `${storefrontUrl}?projectHash=${encodeURIComponent(token)}`;

export const projectInviteTemplate: MailTemplate<InviteMailData> = {
  name: 'project-invite',
  content({ language, storeName, storefrontUrl }, { inviterName, projectName, token, days }) {
    const url = inviteUrl(storefrontUrl, token);
    switch (language) {
      case 'ru':
        return {
          subject: `${inviterName} приглашает вас в проект «${projectName}»`,
          paragraphs: [
            'Здравствуйте!',
            `${inviterName} приглашает вас присоединиться к проекту «${projectName}» в ${storeName}: вы сможете смотреть и дополнять подборку товаров, дизайн и заказы проекта.`,
            `Войдите или зарегистрируйтесь и примите приглашение. Ссылка действует ${days} дней и только один раз.`,
          ],
          action: { label: 'Присоединиться к проекту', url },
          after: ['Если вы не ждали этого письма, просто не открывайте ссылку.'],
        };
      case 'es':
        return {
          subject: `${inviterName} te invita al proyecto «${projectName}»`,
          paragraphs: [
            'Hola:',
            `${inviterName} te invita a unirte al proyecto «${projectName}» en ${storeName}: podrás ver y completar sus productos, su diseño y sus pedidos.`,
            `Inicia sesión o regístrate y acepta la invitación. El enlace vale ${days} días y una sola vez.`,
          ],
          action: { label: 'Unirme al proyecto', url },
          after: ['Si no esperabas este correo, no abras el enlace.'],
        };
      default:
        return {
          subject: `${inviterName} invites you to the project "${projectName}"`,
          paragraphs: [
            'Hello,',
            `${inviterName} invites you to join the project "${projectName}" at ${storeName}: you will see and add to its products, design and orders.`,
            `Sign in or create an account and accept the invitation. The link works once and for ${days} days.`,
          ],
          action: { label: 'Join the project', url },
          after: ['If you did not expect this e-mail, simply do not open the link.'],
        };
    }
  },
};
