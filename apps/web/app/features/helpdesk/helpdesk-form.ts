// What the messages pages post and how their actions read it. Every thread form names its
// `intent`; a request that does not make sense answers with its field's message (language-file
// keys: `validation.required` for an empty required field), the API checks the rest (who may do it,
// the status, the files' content) and its message is shown as it is.
import type { FieldError, FieldErrors, FormMessage } from '~/lib/form-messages';
import { formText, isEmail, REQUIRED, requiredText } from '~/lib/forms/form-errors';
import { attachedFiles, attachmentProblem } from './attachment-rules';
import { positiveIdOf, type TicketAbout } from './helpdesk-paths';

/** The API's limit on a message (the thread shows plain text). */
export const MAX_MESSAGE_LENGTH = 10_000;

const TOO_LONG_MESSAGE: FieldError = {
  key: 'customer.validation.too_long',
  values: { count: MAX_MESSAGE_LENGTH },
};

function messageError(content: string): FieldError | undefined {
  if (!content) return REQUIRED;
  return content.length > MAX_MESSAGE_LENGTH ? TOO_LONG_MESSAGE : undefined;
}

function filesError(files: readonly File[]): FieldError | undefined {
  const problem = attachmentProblem(files);
  return problem ? { key: problem.key, values: problem.values } : undefined;
}

export type NewTicketField = 'subject' | 'department' | 'content' | 'name' | 'email' | 'attachments';

export interface NewTicketValues {
  subject: string;
  department: string;
  content: string;
  name: string;
  email: string;
}

export interface NewTicketRequest extends NewTicketValues {
  departmentId: number | null;
  about: TicketAbout;
  files: File[];
}

export type NewTicketRead =
  | { ok: true; request: NewTicketRequest }
  | { ok: false; values: NewTicketValues; errors: FieldErrors<NewTicketField> };

export function readNewTicket(form: FormData): NewTicketRead {
  const values: NewTicketValues = {
    subject: formText(form, 'subject'),
    department: formText(form, 'department'),
    content: formText(form, 'content'),
    name: formText(form, 'name'),
    email: formText(form, 'email'),
  };
  const files = attachedFiles(form);
  const errors: FieldErrors<NewTicketField> = {};
  const subject = requiredText(values.subject);
  if (subject) errors.subject = subject;
  const content = messageError(values.content);
  if (content) errors.content = content;
  const name = requiredText(values.name);
  if (name) errors.name = name;
  if (!values.email) errors.email = REQUIRED;
  else if (!isEmail(values.email)) errors.email = { key: 'customer.validation.email' };
  const departmentId = positiveIdOf(values.department);
  if (values.department && departmentId === null) errors.department = { key: 'validation.invalid_option' };
  const attachments = filesError(files);
  if (attachments) errors.attachments = attachments;
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  const order = formText(form, 'order');
  const about: TicketAbout = {
    projectId: positiveIdOf(formText(form, 'project')),
    estimateId: positiveIdOf(formText(form, 'estimate')),
    orderNumber: /^[\w-]{1,32}$/.test(order) ? order : null,
  };
  return { ok: true, request: { ...values, departmentId, about, files } };
}

export type ThreadRequest =
  | { intent: 'reply'; content: string; files: File[] }
  | { intent: 'set-manager'; managerId: number }
  | { intent: 'solve' | 'close' | 'reopen' }
  | { intent: 'rate'; rating: number };

export type ThreadIntent = ThreadRequest['intent'];

export type ThreadRead =
  | { ok: true; request: ThreadRequest }
  | { ok: false; intent: ThreadIntent; content?: string; error?: FieldError; message?: FormMessage };

export function readThreadRequest(form: FormData): ThreadRead {
  const intent = formText(form, 'intent');
  if (intent === 'reply') {
    const content = formText(form, 'content');
    const files = attachedFiles(form);
    const error = messageError(content) ?? filesError(files);
    return error ? { ok: false, intent, content, error } : { ok: true, request: { intent, content, files } };
  }
  if (intent === 'set-manager') {
    const managerId = positiveIdOf(formText(form, 'manager_id'));
    return managerId === null
      ? { ok: false, intent, error: REQUIRED }
      : { ok: true, request: { intent, managerId } };
  }
  if (intent === 'solve' || intent === 'close' || intent === 'reopen')
    return { ok: true, request: { intent } };
  if (intent === 'rate') {
    const rating = Number(formText(form, 'rating'));
    return Number.isInteger(rating) && rating >= 1 && rating <= 5
      ? { ok: true, request: { intent, rating } }
      : { ok: false, intent, error: { key: 'helpdesk.rating.choose' } };
  }
  return { ok: false, intent: 'reply', message: { key: 'error.default' } };
}
