import { describe, expect, it } from 'vitest';
import { formData } from '~/test/form-data';
import { readContactForm } from './contact-form';

describe('the contact form', () => {
  it('reads a message, trimmed', () => {
    expect(
      readContactForm(
        formData({ name: ' Ada ', email: 'ada@example.com', telephone: '', comment: ' Hello ' }),
      ),
    ).toEqual({
      ok: true,
      values: { name: 'Ada', email: 'ada@example.com', telephone: '', comment: 'Hello' },
    });
  });

  it('answers the field errors of missing and malformed values, keeping what was typed', () => {
    const read = readContactForm(
      formData({ name: '', email: 'ada@', telephone: '1'.repeat(65), comment: '' }),
    );
    expect(read).toEqual({
      ok: false,
      values: { name: '', email: 'ada@', telephone: '1'.repeat(65), comment: '' },
      errors: {
        name: { key: 'validation.required' },
        email: { key: 'customer.validation.email' },
        telephone: { key: 'customer.validation.too_long', values: { count: 64 } },
        comment: { key: 'validation.required' },
      },
    });
  });
});
