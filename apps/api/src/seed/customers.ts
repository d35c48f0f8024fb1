// The demo customers, one of each type, all with the password DEMO_CUSTOMER_PASSWORD. The password
// is hashed once for the three (each still gets the scrypt format with its salt; sharing one salt
// is harmless for published demo credentials and keeps a fresh start fast).

import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/customer/password.ts';
import { customer } from '../modules/customer/tables.ts';

export const DEMO_CUSTOMER_PASSWORD = 'Atrium-demo-2026';

export const DEMO_CUSTOMERS = {
  client: 'client@atrium.example',
  partner: 'partner@atrium.example',
  manager: 'manager@atrium.example',
} as const;

export async function seedCustomers(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  await db.insert(customer).values([
    {
      email: DEMO_CUSTOMERS.client,
      firstname: 'Ирина',
      lastname: 'Смирнова',
      passwordHash,
      customerType: 'client',
      websiteId: 1,
      storeId: 1,
    },
    {
      email: DEMO_CUSTOMERS.partner,
      firstname: 'Алексей',
      lastname: 'Петров',
      passwordHash,
      customerType: 'partner',
      orgIsOrganization: true,
      orgName: 'Студия интерьеров «Линия»',
      orgAddress: '125009, Москва, ул. Тверская, д. 7, офис 12',
      orgTin: '7707083893',
      orgVat: 'RU7707083893',
      orgLogoUrl: 'https://atrium.example/media/partners/liniya.png',
      websiteId: 1,
      storeId: 1,
    },
    {
      email: DEMO_CUSTOMERS.manager,
      firstname: 'Maria',
      lastname: 'Ivanova',
      passwordHash,
      customerType: 'manager',
      orgIsOrganization: true,
      orgName: 'Atrium Project Supply',
      orgAddress: '10 Market Street, London EC1A 1AA',
      orgTin: '500100732212',
      orgVat: 'GB123456789',
      websiteId: 2,
      storeId: 2,
    },
  ]);
}
