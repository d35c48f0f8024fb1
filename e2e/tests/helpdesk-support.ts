// Helpers of the helpdesk browser tests (issue 15): real files of the allowed kinds (a one-page
// PDF, a 1×1 PNG) and tickets opened and answered through the API — with files as a GraphQL
// multipart upload — so each browser test spends its time on its own step.
import { API_URL } from './support.ts';

/** A small but real PDF (one empty page), as a plan a customer attaches. */
export function pdfFile(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG (a fabric swatch's stand-in). */
export function pngFile(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}

interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A GraphQL call with files (graphql-multipart-request-spec) into `attachments`; answers its data. */
async function uploadCall<T>(
  query: string,
  variables: Record<string, unknown>,
  files: UploadFile[],
  token: string,
) {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query, variables: { ...variables, attachments: files.map(() => null) } }),
  );
  body.append(
    'map',
    JSON.stringify(
      Object.fromEntries(files.map((_, index) => [String(index), [`variables.attachments.${index}`]])),
    ),
  );
  for (const [index, file] of files.entries()) {
    body.append(String(index), new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const response = await fetch(API_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Store: 'int', 'GraphQL-Preflight': '1' },
    body,
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length || !answer.data) {
    throw new Error(
      `API call failed: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no data'}`,
    );
  }
  return answer.data;
}

export interface TestTicket {
  id: number;
  key: string;
}

/** A ticket of the customer's (about a project when given) with the files attached. */
export async function openTicket(
  token: string,
  input: {
    subject: string;
    content: string;
    name: string;
    email: string;
    projectId?: number;
    departmentCode?: string;
  },
  files: UploadFile[] = [],
): Promise<TestTicket> {
  const { awHelpdesk2TicketCreate: ticket } = await uploadCall<{
    awHelpdesk2TicketCreate: { entity_id: number; uid: string };
  }>(
    `mutation ($subject: String!, $content: String!, $name: String!, $email: String!, $options: AwHelpdesk2TicketOptionsInput, $attachments: [Upload!]) {
      awHelpdesk2TicketCreate(subject: $subject, content: $content, customer_name: $name, customer_email: $email, options: $options, attachments: $attachments) { entity_id uid }
    }`,
    {
      subject: input.subject,
      content: input.content,
      name: input.name,
      email: input.email,
      options: input.projectId ? { project_id: input.projectId } : null,
    },
    files,
    token,
  );
  return { id: ticket.entity_id, key: ticket.uid };
}

/** A reply to the ticket (by the customer or a manager) with the files attached. */
export async function reply(
  token: string,
  key: string,
  content: string,
  files: UploadFile[] = [],
): Promise<void> {
  await uploadCall(
    'mutation ($key: String!, $content: String!, $attachments: [Upload!]) { awHelpdesk2TicketReply(key: $key, content: $content, attachments: $attachments) { entity_id } }',
    { key, content },
    files,
    token,
  );
}

export const PDF = (name = 'plan.pdf'): UploadFile => ({ name, type: 'application/pdf', bytes: pdfFile() });
export const PNG = (name = 'swatch.png'): UploadFile => ({ name, type: 'image/png', bytes: pngFile() });
