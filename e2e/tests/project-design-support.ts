// Helpers of the design tab's browser tests: a customer with a project holding two demo products
// (made straight through the API), and a room-like picture drawn as a PNG in memory.
import { crc32, deflateSync } from 'node:zlib';
import { type CartDemoProduct, findProduct, isPlainSimple } from './cart-support.ts';
import { apiCall, createCustomer, type TestCustomer } from './customer-support.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A width×height RGB PNG of a simple room: a warm wall with a framed picture, a wooden floor, a
 * dark sofa and a floor lamp, so points have something to sit on and a screenshot shows a room.
 */
export function roomPicture(width = 960, height = 600): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x += 1) {
      const fx = x / width;
      const fy = y / height;
      let rgb: [number, number, number];
      if (fy > 0.72) {
        const plank = Math.floor(fx * 9) % 2 === 0 ? 0 : 12;
        rgb = [168 - plank, 124 - plank, 84 - plank];
      } else {
        const light = Math.round(30 * (1 - Math.abs(fx - 0.5) * 2));
        rgb = [214 + (light >> 2), 196 + (light >> 2), 172 + (light >> 2)];
      }
      if (fx > 0.14 && fx < 0.48 && fy > 0.5 && fy < 0.78) rgb = [62, 78, 92];
      if (fx > 0.16 && fx < 0.46 && fy > 0.44 && fy < 0.52) rgb = [74, 92, 108];
      if (Math.abs(fx - 0.72) < 0.004 && fy > 0.3 && fy < 0.76) rgb = [40, 40, 40];
      if (fx > 0.68 && fx < 0.76 && fy > 0.22 && fy < 0.31) rgb = [240, 226, 180];
      if (fx > 0.18 && fx < 0.44 && fy > 0.08 && fy < 0.34) {
        const inside = fx > 0.19 && fx < 0.43 && fy > 0.1 && fy < 0.32;
        rgb = inside ? [126 + Math.round(fy * 80), 156, 172] : [110, 88, 66];
      }
      const at = y * row + 1 + x * 3;
      raw[at] = rgb[0];
      raw[at + 1] = rgb[1];
      raw[at + 2] = rgb[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface DesignFixture {
  customer: TestCustomer;
  projectId: number;
  products: [CartDemoProduct, CartDemoProduct];
}

/** A new customer with a project holding two different simple demo products. */
export async function customerWithProject(name = 'Two-room flat'): Promise<DesignFixture> {
  const customer = await createCustomer({ firstname: 'Nadia', lastname: 'Petrova' });
  const products: [CartDemoProduct, CartDemoProduct] = [
    await findProduct(isPlainSimple, 0),
    await findProduct(isPlainSimple, 1),
  ];
  const { createProject } = await apiCall<{ createProject: { project_id: number } }>(
    'mutation ($name: String!) { createProject(name: $name) { project_id } }',
    { name },
    { token: customer.token },
  );
  await apiCall(
    `mutation ($id: Int!, $lines: [ProjectProductInput!]!) {
      addSimpleProductToProject(project_id: $id, projectProducts: $lines) { project_id }
    }`,
    { id: createProject.project_id, lines: products.map((product) => ({ sku: product.sku, quantity: 1 })) },
    { token: customer.token },
  );
  return { customer, projectId: createProject.project_id, products };
}

export const designPath = (projectId: number) => `/int/customer/account/projects/${projectId}/design`;
