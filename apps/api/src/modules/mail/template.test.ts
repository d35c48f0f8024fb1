import { describe, expect, it } from 'vitest';
import { html } from './html.ts';
import { mailLanguage, renderMail } from './template.ts';
import { passwordResetTemplate } from './templates/password-reset.ts';
import { welcomeTemplate } from './templates/welcome.ts';

const scope = { language: 'en' as const, storeName: 'Atrium', storefrontUrl: 'https://shop.example/int/' };

describe('mail templates', () => {
  it('pick the language from the store view locale', () => {
    expect(mailLanguage('ru_RU')).toBe('ru');
    expect(mailLanguage('es_ES')).toBe('es');
    expect(mailLanguage('en_GB')).toBe('en');
    expect(mailLanguage('de_DE')).toBe('en');
  });

  it('render text and HTML with the same content, escaping data in the HTML only', () => {
    const mail = renderMail(welcomeTemplate, scope, { firstname: '<b>Eve</b>', email: 'eve@example.com' });
    expect(mail.subject).toBe('Welcome to Atrium');
    expect(mail.text).toContain('Hello <b>Eve</b>,');
    expect(mail.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('https://shop.example/int/customer/account');
  });

  it('say how long a reset link works in each language', () => {
    const data = {
      firstname: 'A',
      resetUrl: 'https://shop.example/ru/customer/createpassword?token=t',
      validHours: 2,
    };
    expect(renderMail(passwordResetTemplate, { ...scope, language: 'ru' }, data).text).toContain(
      'действует 2 часа',
    );
    expect(
      renderMail(passwordResetTemplate, { ...scope, language: 'ru' }, { ...data, validHours: 5 }).text,
    ).toContain('действует 5 часов');
    expect(
      renderMail(passwordResetTemplate, { ...scope, language: 'ru' }, { ...data, validHours: 21 }).text,
    ).toContain('действует 21 час ');
    expect(renderMail(passwordResetTemplate, { ...scope, language: 'es' }, data).text).toContain(
      'durante 2 horas',
    );
    expect(renderMail(passwordResetTemplate, scope, { ...data, validHours: 1 }).text).toContain(
      'works for 1 hour,',
    );
  });

  it('escape attribute values in the html tag', () => {
    expect(html`<a href="${'x" onclick="evil'}">`.value).toBe('<a href="x&quot; onclick=&quot;evil">');
  });
});
