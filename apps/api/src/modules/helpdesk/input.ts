// The rules of a ticket's fields (spec §5): the four fields of a new ticket are required (the
// `validation.required` messages, graphql-input), the e-mail must look like one, and lengths are
// bounded. Content is plain text: control characters are stripped, line breaks kept (as \n), and
// nothing is ever read as HTML (the storefront prints it as text).
import { inputError } from '../../shared/errors.ts';
import { isValidEmail, normalizeEmail } from '../customer/validation.ts';

export const MAX_SUBJECT = 255;
export const MAX_CONTENT = 20_000;
export const MAX_NAME = 255;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Plain text with \n line breaks, no control characters, trimmed (tabs become spaces). */
export function plainText(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL, '').trim();
}

/** One line: line breaks become spaces. */
const oneLine = (raw: string) => plainText(raw.replace(/[\r\n]+/g, ' ')).replace(/ {2,}/g, ' ');

function bounded(value: string, max: number, what: string): string {
  if ([...value].length > max) throw inputError(`${what} may have at most ${max} characters.`);
  return value;
}

export function cleanSubject(raw: string): string {
  const subject = oneLine(raw);
  if (subject === '') throw inputError("Enter the ticket's subject.");
  return bounded(subject, MAX_SUBJECT, "The ticket's subject");
}

export function cleanContent(raw: string): string {
  const content = plainText(raw);
  if (content === '') throw inputError('Enter your message.');
  return bounded(content, MAX_CONTENT, 'A message');
}

export function cleanCustomerName(raw: string): string {
  const name = oneLine(raw);
  if (name === '') throw inputError('Enter your name.');
  return bounded(name, MAX_NAME, 'Your name');
}

export function cleanCustomerEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw inputError('Enter your e-mail address.');
  if (!isValidEmail(email))
    throw inputError(`"${raw.trim()}" is not a valid e-mail address, e.g. name@example.com.`);
  return email;
}

export function cleanRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw inputError('Rate the answer with a whole number from 1 to 5.');
  return rating;
}
