// The design tab's calls to the API: the project's design with the lines its points lead to, and
// the writes (add, change, remove an element; a picture goes as a GraphQL multipart upload) and
// the PDF. A project the customer may not read answers 404, as an unknown one does.
import { data } from 'react-router';
import { getEnv } from '~/env.server';
import { dataOrFail } from '~/lib/customer/account-api.server';
import type { FormMessage } from '~/lib/form-messages';
import {
  AddDesignElementDocument,
  GenerateDesignPdfDocument,
  ProjectDesignDocument,
  type ProjectDesignElementInput,
  RemoveDesignElementDocument,
  UpdateDesignElementDocument,
} from '~/lib/graphql/generated';
import {
  type GraphQLClientError,
  type GraphQLResult,
  requestGraphQL,
  requestGraphQLMultipart,
} from '~/lib/graphql.server';
import { AUTHORIZATION_CATEGORY, NO_SUCH_ENTITY_CATEGORY } from '~/lib/graphql-errors.server';
import type { ShopContext } from '~/lib/shop/shop-context.server';
import type { DesignRequest } from './design-form';
import { toDesignElementViews, toDesignLineView } from './design-view';

/** The API's largest page: the chooser offers every line of the project. */
const LINES_PAGE_SIZE = 300;

/** A project id from the path: a positive integer, else the page does not exist. */
export function projectIdOf(param: string | undefined): number {
  if (!param || !/^\d{1,9}$/.test(param) || Number(param) <= 0) {
    throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  }
  return Number(param);
}

function isRefusal(error: GraphQLClientError): boolean {
  return (
    error.kind === 'graphql' &&
    error.errors.some(
      (item) =>
        item.extensions?.category === NO_SUCH_ENTITY_CATEGORY ||
        item.extensions?.category === AUTHORIZATION_CATEGORY,
    )
  );
}

export async function loadProjectDesign(shop: ShopContext, projectId: number) {
  const result = await requestGraphQL(ProjectDesignDocument, {
    variables: { projectId: String(projectId), pageSize: LINES_PAGE_SIZE },
    scope: shop.headers,
  });
  // The account layout has checked the session: a refusal here is about this project.
  if (!result.ok && isRefusal(result.error)) {
    throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  }
  const project = dataOrFail(result, 'projects (design)', shop.website).projects?.items.find(
    (item) => item?.project_id === projectId,
  );
  if (!project) throw data({ messageKey: 'error.page_not_found' }, { status: 404 });
  const suffix = shop.storeConfig.product_url_suffix ?? '';
  const lines = project.products.items.flatMap((line) =>
    line ? [toDesignLineView(line, shop.website, suffix)] : [],
  );
  return {
    website: shop.website,
    projectId: project.project_id,
    projectName: project.name,
    lines,
    elements: toDesignElementViews(project.design_elements, lines),
  };
}

export type ProjectDesignData = Awaited<ReturnType<typeof loadProjectDesign>>;

export type DesignWriteResult = { ok: true } | { ok: false; message: FormMessage };

/** The API's own message (wrong file type, too large, a foreign line…), else the generic one. */
function failureMessage(error: GraphQLClientError, operation: string): FormMessage {
  if (error.kind === 'graphql' && error.message) return { text: error.message };
  console.error(`API call ${operation} failed (${error.kind}): ${error.message}`);
  return { key: 'error.default' };
}

function written(result: GraphQLResult<unknown>, operation: string): DesignWriteResult {
  return result.ok ? { ok: true } : { ok: false, message: failureMessage(result.error, operation) };
}

export async function writeDesign(
  shop: ShopContext,
  projectId: number,
  request: DesignRequest,
): Promise<DesignWriteResult> {
  const scope = shop.headers;
  const add = (input: ProjectDesignElementInput) =>
    requestGraphQL(AddDesignElementDocument, { variables: { projectId, input }, scope });
  const update = (elementId: number, input: ProjectDesignElementInput) =>
    requestGraphQL(UpdateDesignElementDocument, { variables: { projectId, elementId, input }, scope });
  switch (request.intent) {
    case 'add-board': {
      const result = await requestGraphQLMultipart(AddDesignElementDocument, {
        variables: {
          projectId,
          input: { element_type: 'IMAGE_BOARD', name: request.name || null, image: null },
        },
        uploads: [{ path: 'input.image', file: request.file, fileName: request.file.name || 'picture' }],
        scope,
      });
      return written(result, 'addDesignElementToProject (picture)');
    }
    case 'add-text':
      return written(
        await add({ element_type: 'TEXT', name: request.name || null, text: request.text }),
        'addDesignElementToProject (text)',
      );
    case 'add-palette':
      return written(
        await add({ element_type: 'COLOR_PALETTE', name: request.name || null, colors: request.colors }),
        'addDesignElementToProject (palette)',
      );
    case 'rename':
      return written(await update(request.elementId, { name: request.name }), 'updateProjectDesignElement');
    case 'points':
      return written(
        await update(request.elementId, { image_map: request.imageMap }),
        'updateProjectDesignElement (points)',
      );
    case 'remove':
      return written(
        await requestGraphQL(RemoveDesignElementDocument, {
          variables: { projectId, elementId: request.elementId },
          scope,
        }),
        'removeDesignElementFromProject',
      );
  }
}

/**
 * Where the storefront's server fetches a signed file link from: a link to the API's project
 * files goes to the API's origin from API_URL (server to server, as /media/ does); the signature
 * and expiry in the query are kept.
 */
export function serverSideFileUrl(signedUrl: string, apiUrl: string): URL {
  const link = new URL(signedUrl);
  if (!link.pathname.startsWith('/project-media/')) return link;
  return new URL(`${link.pathname}${link.search}`, new URL(apiUrl).origin);
}

/** A file name safe in a Content-Disposition header: ASCII for `filename`, UTF-8 for `filename*`. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'design.pdf';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The project's design PDF as a download: the API draws it (generateDesignPdf) and answers a
 * signed link; the storefront fetches the file and hands it to the browser as an attachment, so
 * it is saved rather than opened, whatever the link's origin.
 */
export async function downloadDesignPdf(
  shop: ShopContext,
  projectId: number,
): Promise<{ ok: true; response: Response } | { ok: false; message: FormMessage }> {
  const result = await requestGraphQL(GenerateDesignPdfDocument, {
    variables: { projectId },
    scope: shop.headers,
  });
  if (!result.ok) return { ok: false, message: failureMessage(result.error, 'generateDesignPdf') };
  const pdf = result.data.generateDesignPdf;
  if (!pdf) return { ok: false, message: { key: 'error.default' } };
  let upstream: Response;
  try {
    upstream = await fetch(serverSideFileUrl(pdf.url, getEnv().API_URL), {
      signal: AbortSignal.timeout(30_000),
    });
  } catch (cause) {
    console.error(`Design PDF download failed: ${cause instanceof Error ? cause.message : cause}`);
    return { ok: false, message: { key: 'error.default' } };
  }
  if (!upstream.ok || !upstream.body) {
    console.error(`Design PDF download failed: the API answered ${upstream.status}`);
    return { ok: false, message: { key: 'error.default' } };
  }
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': attachmentHeader(pdf.file_name),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return { ok: true, response: new Response(upstream.body, { status: 200, headers }) };
}
