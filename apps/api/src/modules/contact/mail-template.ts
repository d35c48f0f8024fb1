// The contact form's mail to the store (Magento's "Contact Form" template): who wrote, how to reach
// them, and what they wrote. Every value is the visitor's own text: renderMail escapes it in HTML.
import type { MailLanguage, MailTemplate } from '../mail/template.ts';

export interface ContactMailData {
  name: string;
  email: string;
  telephone: string | null;
  comment: string;
}

const words: Record<
  MailLanguage,
  Record<'subject' | 'intro' | 'name' | 'email' | 'telephone' | 'reply', string>
> = {
  en: {
    subject: 'Contact Form: {name}',
    intro: 'A visitor sent a message through the contact form of {store}.',
    name: 'Name',
    email: 'Email',
    telephone: 'Phone Number',
    reply: 'Reply to this mail to answer {name}.',
  },
  ru: {
    subject: 'Форма обратной связи: {name}',
    intro: 'Посетитель отправил сообщение через форму обратной связи {store}.',
    name: 'Имя',
    email: 'Эл. почта',
    telephone: 'Телефон',
    reply: 'Чтобы ответить ({name}), ответьте на это письмо.',
  },
  es: {
    subject: 'Formulario de contacto: {name}',
    intro: 'Un visitante envió un mensaje desde el formulario de contacto de {store}.',
    name: 'Nombre',
    email: 'Correo electrónico',
    telephone: 'Teléfono',
    reply: 'Responde a este correo para contestar a {name}.',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export const contactTemplate: MailTemplate<ContactMailData> = {
  name: 'contact-form',
  content({ language, storeName }, data) {
    const w = words[language];
    const values = { name: data.name, store: storeName };
    const details = [
      `${w.name}: ${data.name}`,
      `${w.email}: ${data.email}`,
      ...(data.telephone ? [`${w.telephone}: ${data.telephone}`] : []),
    ];
    // The comment keeps its paragraphs (blank lines); single line breaks are joined.
    const comment = data.comment
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean);
    return {
      subject: fill(w.subject, values),
      paragraphs: [fill(w.intro, values), ...details, ...comment],
      after: [fill(w.reply, values)],
    };
  },
};
