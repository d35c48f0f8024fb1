// Operations and fixtures of the project design tests: products with a picture, project lines
// written directly (the design tests are about boards, not about adding products), and multipart
// uploads as a browser sends them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../src/db/client.ts';
import { reindexProducts } from '../../src/modules/catalog/listing/reindex.ts';
import { projectManager, projectMember, projectProduct } from '../../src/modules/projects/tables.ts';
import { insertProduct } from '../catalog/product-fixtures.ts';
import type { Any } from '../projects/helpers.ts';
import type { GraphQLResponse, TestApi } from '../support/api-client.ts';

export const ELEMENT_FIELDS = `id project_id element_type name text colors sort url_image image_width image_height
  image_map { project_product_id x_coordinate y_coordinate }`;

export const ADD = `mutation($project_id: Int!, $input: ProjectDesignElementInput!) {
  addDesignElementToProject(project_id: $project_id, input: $input) { project_id design_elements { ${ELEMENT_FIELDS} } } }`;

export const UPDATE = `mutation($project_id: Int!, $element_id: Int!, $input: ProjectDesignElementInput!) {
  updateProjectDesignElement(project_id: $project_id, element_id: $element_id, input: $input) {
    project_id design_elements { ${ELEMENT_FIELDS} } } }`;

export const REMOVE = `mutation($project_id: Int!, $element_id: Int!) {
  removeDesignElementFromProject(project_id: $project_id, element_id: $element_id) {
    project_id design_elements { ${ELEMENT_FIELDS} } } }`;

export const PDF = `mutation($project_id: Int!) { generateDesignPdf(project_id: $project_id) { url file_name } }`;

export const DESIGN = `query($id: String) { projects(filter: { project_id: { eq: $id } }) {
  items { project_id design_elements { ${ELEMENT_FIELDS} } } } }`;

/** Sends a GraphQL request as multipart, with the file (if any) at `variables.input.image`. */
export async function multipartGql(
  api: TestApi,
  query: string,
  variables: Record<string, unknown>,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<Any>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables }));
  form.set('map', JSON.stringify(file ? { 0: ['variables.input.image'] } : {}));
  if (file) form.set('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(api.url, {
    method: 'POST',
    headers: { 'GraphQL-Preflight': '1', ...headers },
    body: form,
  });
  const body = (await response.json()) as Omit<GraphQLResponse, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body } as GraphQLResponse<Any>;
}

/** A photo-like JPEG with camera EXIF, lying on its side (orientation 6). */
export async function photo(width = 1200, height = 800): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#e9e1d3"/><rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="#8b6b4a"/>
    <rect x="${width * 0.3}" y="${height * 0.45}" width="${width * 0.4}" height="${height * 0.25}" fill="#3b5b7a"/></svg>`;
  return sharp(Buffer.from(svg))
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Model: 'Z9' } })
    .jpeg()
    .toBuffer();
}

export async function png(width = 400, height = 300): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 4, background: '#55779980' } })
    .png()
    .toBuffer();
}

export interface DesignCatalogue {
  sofa: number;
  lamp: number;
}

/** Two products with Cyrillic names, the sofa with an SVG picture under the API's media folder. */
export async function insertDesignCatalogue(
  db: Db,
  mediaDir: string,
  prefix: string,
): Promise<DesignCatalogue> {
  const picture = `/d/s/${prefix.toLowerCase()}-sofa.svg`;
  const path = join(mediaDir, 'catalog', 'product', picture);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(
    path,
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#f1ece4"/><rect x="30" y="90" width="140" height="60" rx="10" fill="#7a4b3a"/></svg>',
  );
  const sofa = await insertProduct(db, {
    sku: `${prefix}-SOFA`,
    texts: { 0: { name: 'Sofa Oslo' }, 1: { name: 'Диван «Осло»' } },
    prices: { 1: { price: '89990' }, 2: { price: '990' } },
    media: [{ file: picture, types: ['image', 'small_image', 'thumbnail'] }],
  });
  const lamp = await insertProduct(db, {
    sku: `${prefix}-LAMP`,
    texts: { 0: { name: 'Floor lamp Ray' }, 1: { name: 'Торшер «Луч»' } },
    prices: { 1: { price: '7490' }, 2: { price: '90' } },
  });
  await reindexProducts(db, [sofa, lamp]);
  return { sofa, lamp };
}

export async function addLine(db: Db, projectId: number, productId: number, qty = '1'): Promise<number> {
  const [row] = await db
    .insert(projectProduct)
    .values({ projectId, productId, qty })
    .returning({ id: projectProduct.id });
  if (!row) throw new Error('no line');
  return row.id;
}

export async function addMember(db: Db, projectId: number, customerId: number): Promise<void> {
  await db.insert(projectMember).values({ projectId, customerId });
}

/** Makes the customer a further (not primary) manager of the project. */
export async function addManager(db: Db, projectId: number, customerId: number): Promise<void> {
  await db.insert(projectManager).values({ projectId, customerId, isPrimary: false });
}

export async function managersOf(db: Db, projectId: number) {
  return db.select().from(projectManager).where(eq(projectManager.projectId, projectId));
}
