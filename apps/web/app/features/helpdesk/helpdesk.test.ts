// The messages pages' pure parts: paths and query parameters, the attachment limits, the form
// readers (required fields with `validation.required`) and the thread's view of a ticket.
import { describe, expect, it } from 'vitest';
import { formData } from '~/test/form-data';
import { attachmentProblem, fileKindOf, formatFileSize, MAX_ATTACHMENT_BYTES } from './attachment-rules';
import { cardFixture, ticketFixture } from './helpdesk-fixtures';
import { readNewTicket, readThreadRequest } from './helpdesk-form';
import { aboutOf, helpdeskPaths, listQueryOf } from './helpdesk-paths';
import { toThreadView, toTicketCard, unreadMessageIds } from './helpdesk-view';

const account = { website: 'int', projectId: null };
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the messages paths', () => {
  it('lead to the account’s and a project’s lists and threads, the form and the download', () => {
    expect(helpdeskPaths.list(account)).toBe('/int/customer/account/messages');
    expect(helpdeskPaths.list(account, { status: 'open', page: 2 })).toBe(
      '/int/customer/account/messages?status=open&page=2',
    );
    expect(helpdeskPaths.ticket({ website: 'ru', projectId: 7 }, 41)).toBe(
      '/ru/customer/account/projects/7/messages/41',
    );
    expect(helpdeskPaths.newTicket('int', { projectId: 7 })).toBe(
      '/int/customer/account/messages/new?project=7',
    );
    expect(helpdeskPaths.newTicket('int', { orderNumber: '000000012' })).toBe(
      '/int/customer/account/messages/new?order=000000012',
    );
    expect(helpdeskPaths.attachment('int', 41, 502)).toBe(
      '/int/customer/account/messages/41/attachments/502',
    );
  });

  it('read the list’s filter and page, leaving out what is not a status or a page', () => {
    expect(listQueryOf(new URL('http://shop.test/x?status=solved&page=3'))).toEqual({
      status: 'solved',
      page: 3,
    });
    expect(listQueryOf(new URL('http://shop.test/x?status=deleted&page=-1'))).toEqual({
      status: null,
      page: 1,
    });
  });

  it('read what a new ticket is about; bad values are no link', () => {
    expect(aboutOf(new URL('http://shop.test/x?project=7&order=000000012'))).toEqual({
      projectId: 7,
      estimateId: null,
      orderNumber: '000000012',
    });
    expect(aboutOf(new URL('http://shop.test/x?estimate=0&order=%3Cscript%3E'))).toEqual({
      projectId: null,
      estimateId: null,
      orderNumber: null,
    });
  });
});

describe('the attachment limits', () => {
  it('take five files of the allowed types up to 10 MB, whatever the case of the extension', () => {
    expect(
      attachmentProblem([file('a.PDF'), file('b.jpg'), file('c.xlsx'), file('d.doc'), file('e.pptx')]),
    ).toBeNull();
    expect(attachmentProblem([file('plan.pdf', MAX_ATTACHMENT_BYTES)])).toBeNull();
  });

  it('refuse a sixth file, a forbidden type and an oversized file, naming the file', () => {
    const six = Array.from({ length: 6 }, (_, index) => file(`f${index}.png`));
    expect(attachmentProblem(six)).toEqual({ key: 'helpdesk.attachments.too_many', values: { count: 5 } });
    expect(attachmentProblem([file('setup.exe')])).toEqual({
      key: 'helpdesk.attachments.wrong_type',
      values: { name: 'setup.exe' },
    });
    expect(attachmentProblem([file('big.pdf', MAX_ATTACHMENT_BYTES + 1)])?.values.name).toBe('big.pdf');
  });

  it('name the icon by the type and the size in the interface language', () => {
    expect([
      fileKindOf('jpeg'),
      fileKindOf('pdf'),
      fileKindOf('xls'),
      fileKindOf('ppt'),
      fileKindOf('docx'),
    ]).toEqual(['image', 'pdf', 'sheet', 'slides', 'text']);
    expect(formatFileSize(20480, 'en-US')).toBe('20 kB');
    expect(formatFileSize(329, 'en-US')).toBe('0.3 kB');
    expect(formatFileSize(3 * 1024 * 1024, 'en-US')).toBe('3 MB');
    expect(formatFileSize(1536 * 1024, 'ru-RU')).toBe('1,5 МБ');
  });
});

describe('the form readers', () => {
  it('refuse a new ticket without its required fields with validation.required', () => {
    const read = readNewTicket(formData({ subject: ' ', content: '', name: '', email: '' }));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual({
      subject: { key: 'validation.required' },
      content: { key: 'validation.required' },
      name: { key: 'validation.required' },
      email: { key: 'validation.required' },
    });
  });

  it('reads a new ticket with its department, links and files (an empty file input is no file)', () => {
    const form = formData({
      subject: 'Fabric',
      content: 'Which one?',
      name: 'Clara',
      email: 'clara@example.com',
      department: '2',
      project: '7',
    });
    form.append('attachments', new File([], ''));
    form.append('attachments', file('plan.pdf'));
    const read = readNewTicket(form);
    expect(read.ok && read.request.departmentId).toBe(2);
    expect(read.ok && read.request.about).toEqual({ projectId: 7, estimateId: null, orderNumber: null });
    expect(read.ok && read.request.files.map((item) => item.name)).toEqual(['plan.pdf']);
  });

  it('refuses a bad e-mail and a forbidden file before anything is sent', () => {
    const form = formData({ subject: 'S', content: 'C', name: 'N', email: 'not-an-address' });
    form.append('attachments', file('page.html'));
    const read = readNewTicket(form);
    expect(!read.ok && read.errors.email).toEqual({ key: 'customer.validation.email' });
    expect(!read.ok && read.errors.attachments?.key).toBe('helpdesk.attachments.wrong_type');
  });

  it('reads each thread intent and refuses an empty reply and a rating out of 1–5', () => {
    expect(readThreadRequest(formData({ intent: 'reply', content: '' }))).toMatchObject({
      ok: false,
      error: { key: 'validation.required' },
    });
    expect(readThreadRequest(formData({ intent: 'rate', rating: '6' }))).toMatchObject({
      ok: false,
      intent: 'rate',
    });
    expect(readThreadRequest(formData({ intent: 'rate', rating: '4' }))).toEqual({
      ok: true,
      request: { intent: 'rate', rating: 4 },
    });
    expect(readThreadRequest(formData({ intent: 'set-manager', manager_id: '91' }))).toEqual({
      ok: true,
      request: { intent: 'set-manager', managerId: 91 },
    });
    expect(readThreadRequest(formData({ intent: 'solve' }))).toEqual({
      ok: true,
      request: { intent: 'solve' },
    });
  });
});

describe('the ticket views', () => {
  it('link what a ticket is about inside the account', () => {
    const card = toTicketCard(cardFixture({ order: { number: '000000012' } }), account);
    expect(card.href).toBe('/int/customer/account/messages/41');
    expect(card.about).toEqual([
      { kind: 'project', label: 'Country house', href: '/int/customer/account/projects/7' },
      { kind: 'order', label: '000000012', href: '/int/customer/account/orders/000000012' },
    ]);
  });

  it('mark the other side’s unread messages to be read, never one’s own or an event', () => {
    expect(unreadMessageIds(ticketFixture('customer'))).toEqual([303]);
    expect(unreadMessageIds(ticketFixture('manager'))).toEqual([301]);
  });

  it('tell own messages, events and the downloads of attachments apart', () => {
    const view = toThreadView(ticketFixture('customer'), account);
    expect(view.timeline.map((entry) => [entry.kind, entry.isOwn, entry.wasUnread])).toEqual([
      ['message', true, false],
      ['event', false, false],
      ['message', false, true],
    ]);
    expect(view.timeline[2]?.attachments[0]).toMatchObject({
      fileName: 'swatch.png',
      kind: 'image',
      href: '/int/customer/account/messages/41/attachments/502',
    });
  });
});
