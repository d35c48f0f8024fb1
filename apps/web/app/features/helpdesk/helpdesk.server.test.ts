// The messages pages' server side against a stubbed API: what each loader asks, that opening a
// thread marks the other side's messages read (and the badge takes the count left), what a refusal
// does, that bad input never reaches the API, that files go as a GraphQL multipart upload, and
// that the download route passes the session's token and the API's headers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '~/test/graphql-stub';
import { shopContextFixture } from '~/test/shop-context-fixture';
import { attachmentApiUrl, downloadAttachment } from './attachment-download.server';
import { loadThread, loadTicketList } from './helpdesk.server';
import { newTicketAction, threadAction } from './helpdesk-actions.server';
import { cardFixture, ticketFixture } from './helpdesk-fixtures';
import { readPostedForm } from './posted-form.server';

const account = { website: 'int', projectId: null };
const page = 'http://shop.test/int/customer/account/messages/41';
const signedIn = (url = page, body?: FormData) =>
  new Request(url, {
    method: body ? 'POST' : 'GET',
    headers: { Cookie: 'auth_token=token-123' },
    ...(body ? { body } : {}),
  });
const shop = () => shopContextFixture(signedIn());

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('attachments', file);
  return data;
}

async function thrownStatus(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init: ResponseInit | null }).init?.status ?? 200;
  }
  throw new Error('nothing was thrown');
}

function flashOf(response: Response): unknown {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('flash='));
  return cookie ? JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('flash='.length))) : null;
}

const answer = (value: unknown) => (value as { data: unknown }).data;
const statusOf = (value: unknown) =>
  value instanceof Response ? value.status : (value as { init: ResponseInit }).init.status;

describe('the messages loaders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask for one page of the list by status, inside a project only its tickets', async () => {
    const sent = stubGraphQL({
      HelpdeskTicketList: {
        data: {
          awHelpdesk2TicketList: {
            total_count: 21,
            unread_count: 3,
            page_info: { current_page: 2, page_size: 20, total_pages: 2 },
            items: [cardFixture()],
          },
        },
      },
    });
    const list = await loadTicketList(
      shop(),
      { website: 'int', projectId: 7 },
      { status: 'pending', page: 2 },
    );
    expect(sent[0]?.variables).toEqual({
      currentPage: 2,
      pageSize: 20,
      filter: { status: { eq: 'pending' }, project_id: { eq: '7' } },
    });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(list).toMatchObject({ totalCount: 21, unreadCount: 3, totalPages: 2, page: 2 });
    expect(list.tickets[0]?.href).toBe('/int/customer/account/projects/7/messages/41');
  });

  it('marks the other side’s unread messages of a thread read and answers the count left', async () => {
    const sent = stubGraphQL({
      HelpdeskTicket: { data: { awHelpdesk2TicketById: ticketFixture('customer') } },
      HelpdeskMarkRead: { data: { changeMessageStatus: { result: true, unread_count: 2 } } },
    });
    const thread = await loadThread(shop(), account, 41);
    expect(sent.map((request) => [request.operation, request.variables])).toEqual([
      ['HelpdeskTicket', { entityId: 41 }],
      ['HelpdeskMarkRead', { messageId: 303 }],
    ]);
    expect(thread.helpdeskUnreadCount).toBe(2);
    expect(thread.ticket.timeline[2]?.wasUnread).toBe(true);
  });

  it('marks nothing when all is read, and leaves the badge to the layout', async () => {
    const read = ticketFixture('manager');
    const sent = stubGraphQL({
      HelpdeskTicket: { data: { awHelpdesk2TicketById: { ...read, messages: read.messages.slice(1) } } },
    });
    expect((await loadThread(shop(), account, 41)).helpdeskUnreadCount).toBeNull();
    expect(sent.map((request) => request.operation)).toEqual(['HelpdeskTicket']);
  });

  it('answers 404 for a ticket the reader may not read, and for another project’s ticket in a project', async () => {
    stubGraphQL({
      HelpdeskTicket: {
        errors: [{ message: 'No such ticket', extensions: { category: 'graphql-no-such-entity' } }],
      },
    });
    expect(await thrownStatus(() => loadThread(shop(), account, 41))).toBe(404);
    stubGraphQL({ HelpdeskTicket: { data: { awHelpdesk2TicketById: ticketFixture('customer') } } });
    expect(await thrownStatus(() => loadThread(shop(), { website: 'int', projectId: 8 }, 41))).toBe(404);
  });
});

describe('the thread’s action', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reply with its files as a multipart upload and answers a fetcher with data', async () => {
    const sent = stubGraphQL({ HelpdeskReply: { data: { awHelpdesk2TicketReply: { entity_id: 41 } } } });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'swatch.png', { type: 'image/png' });
    const body = form({ intent: 'reply', key: 'k-41', content: 'Here it is', via: 'fetcher' }, [png]);
    const result = await threadAction(signedIn(page, body), shop(), account, 41);
    expect(answer(result)).toEqual({ ok: true, intent: 'reply' });
    expect(sent[0]?.variables).toEqual({ key: 'k-41', content: 'Here it is', attachments: [null] });
    expect(sent[0]?.multipart?.map).toEqual({ 0: ['variables.attachments.0'] });
    expect(sent[0]?.multipart?.files['0']?.name).toBe('swatch.png');
    expect(sent[0]?.headers.get('GraphQL-Preflight')).toBe('1');
  });

  it('answers a plain post (no JavaScript) with a redirect back to the thread and a flash message', async () => {
    stubGraphQL({ HelpdeskSolve: { data: { awHelpdesk2TicketSolve: { entity_id: 41 } } } });
    const result = await threadAction(
      signedIn(page, form({ intent: 'solve', key: 'k-41' })),
      shop(),
      account,
      41,
    );
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.headers.get('Location')).toBe('/int/customer/account/messages/41');
    expect(flashOf(response)).toEqual({ type: 'success', key: 'helpdesk.saved.solved' });
  });

  it('keeps an empty reply or a sixth file from the API, and shows the API’s own refusal', async () => {
    const sent = stubGraphQL({
      HelpdeskRate: { errors: [{ message: 'Only a solved ticket can be rated.' }] },
    });
    const empty = await threadAction(
      signedIn(page, form({ intent: 'reply', key: 'k-41', content: ' ' })),
      shop(),
      account,
      41,
    );
    expect(answer(empty)).toMatchObject({
      ok: false,
      intent: 'reply',
      error: { key: 'validation.required' },
    });
    const six = Array.from({ length: 6 }, (_, index) => new File(['x'], `p${index}.png`));
    const many = await threadAction(
      signedIn(page, form({ intent: 'reply', key: 'k-41', content: 'Hi' }, six)),
      shop(),
      account,
      41,
    );
    expect(answer(many)).toMatchObject({ ok: false, error: { key: 'helpdesk.attachments.too_many' } });
    expect(sent).toEqual([]);
    const refused = await threadAction(
      signedIn(page, form({ intent: 'rate', key: 'k-41', rating: '5' })),
      shop(),
      account,
      41,
    );
    expect(statusOf(refused)).toBe(400);
    expect(answer(refused)).toMatchObject({
      ok: false,
      intent: 'rate',
      message: { text: 'Only a solved ticket can be rated.' },
    });
  });
});

describe('the new-ticket action', () => {
  afterEach(() => vi.unstubAllGlobals());
  const newPage = 'http://shop.test/int/customer/account/messages/new';

  it('opens the ticket linked to the project with its PDF and goes on to the thread', async () => {
    const sent = stubGraphQL({
      HelpdeskCreateTicket: { data: { awHelpdesk2TicketCreate: { entity_id: 42 } } },
    });
    const pdf = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
    const body = form(
      {
        subject: 'Fabric',
        content: 'Which one?',
        name: 'Clara',
        email: 'clara@example.com',
        department: '1',
        project: '7',
      },
      [pdf],
    );
    const result = (await newTicketAction(signedIn(newPage, body), shop())) as Response;
    expect(result.headers.get('Location')).toBe('/int/customer/account/messages/42');
    expect(sent[0]?.variables).toEqual({
      subject: 'Fabric',
      content: 'Which one?',
      customerName: 'Clara',
      customerEmail: 'clara@example.com',
      departmentId: 1,
      orderId: null,
      options: { project_id: 7, estimate_id: null },
      attachments: [null],
    });
    expect(sent[0]?.multipart?.files['0']?.name).toBe('plan.pdf');
  });

  it('refuses missing fields with validation.required and sends nothing', async () => {
    const sent = stubGraphQL({});
    const result = await newTicketAction(
      signedIn(newPage, form({ subject: '', content: '', name: 'C', email: 'c@example.com' })),
      shop(),
    );
    expect(statusOf(result)).toBe(400);
    expect(answer(result)).toMatchObject({
      errors: { subject: { key: 'validation.required' }, content: { key: 'validation.required' } },
    });
    expect(sent).toEqual([]);
  });

  it('refuses a body larger than five files of 10 MB before reading it', async () => {
    const request = new Request(newPage, {
      method: 'POST',
      headers: {
        'Content-Length': String(60 * 1024 * 1024),
        'Content-Type': 'multipart/form-data; boundary=x',
      },
      body: 'x',
    });
    expect((await readPostedForm(request)).ok).toBe(false);
    const streamed = new Request(newPage, { method: 'POST', body: new Uint8Array(2048) });
    expect(await readPostedForm(streamed, 1024)).toEqual({ ok: false, tooLarge: true });
  });
});

describe('the attachment download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API with the session’s token and passes its file and headers on', async () => {
    const fetch = vi.fn(
      async (_url: URL, _init: RequestInit) =>
        new Response(new Uint8Array([1, 2, 3]), {
          headers: {
            'Content-Type': 'image/png',
            'Content-Length': '3',
            'Content-Disposition': 'attachment; filename="swatch.png"',
            'X-Content-Type-Options': 'nosniff',
            'Content-Security-Policy': "default-src 'none'; sandbox",
            'Set-Cookie': 'api=1',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await downloadAttachment(shop(), 502, 'GET');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('http://localhost:4000/helpdesk-attachments/502');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('Authorization')).toBe('Bearer token-123');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="swatch.png"');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers 404 for what the API refuses, and asks nothing without a session', async () => {
    const fetch = vi.fn(async () => new Response('Not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect((await downloadAttachment(shop(), 999, 'GET')).status).toBe(404);
    const guest = shopContextFixture(new Request(page));
    expect((await downloadAttachment(guest, 502, 'GET')).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the attachment URL on the API', () => {
  it('sits beside the GraphQL endpoint, also behind a path prefix', () => {
    expect(String(attachmentApiUrl('http://api:4000/graphql', 7))).toBe(
      'http://api:4000/helpdesk-attachments/7',
    );
    expect(String(attachmentApiUrl('https://shop.example/api/graphql', 7))).toBe(
      'https://shop.example/api/helpdesk-attachments/7',
    );
  });
});
