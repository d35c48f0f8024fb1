import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCommand, runCommand, UsageError } from '../../src/cli/customers-command.ts';
import { useTestApi } from '../support/api-client.ts';
import { bearer, createAccount, FAST_HASHING, signIn } from './helpers.ts';

const api = useTestApi(FAST_HASHING);

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await runCommand(api.database.db, parseCommand(args), { info: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

describe('npm run customers', () => {
  it('lists every customer with type and organisation', async () => {
    const { code, output } = await run('list');
    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^id\s+e-mail\s+type\s+name\s+organisation$/);
    expect(output).toMatch(/client@atrium\.example\s+client\s+Ирина Смирнова/);
    expect(output).toMatch(/partner@atrium\.example\s+partner\s+Алексей Петров\s+Студия интерьеров «Линия»/);
    expect(output).toMatch(/manager@atrium\.example\s+manager/);
  });

  it('makes a client a partner, which the signed-in session sees at once', async () => {
    const { email, password } = await createAccount(api);
    const token = await signIn(api, email, password);
    const { code, output } = await run('set-type', email.toUpperCase(), 'partner');
    expect(code).toBe(0);
    expect(output).toBe(`${email} is now a partner.`);
    const res = await api.gql<{ customer: { astrio_customer_type: string } }>(
      '{ customer { astrio_customer_type } }',
      {
        headers: bearer(token),
      },
    );
    expect(res.data?.customer.astrio_customer_type).toBe('partner');
    expect((await run('set-type', email, 'client')).code).toBe(0);
  });

  it('says so when no customer has the e-mail', async () => {
    expect(await run('set-type', 'nobody@example.com', 'manager')).toEqual({
      code: 1,
      output: 'No customer has the e-mail nobody@example.com.',
    });
  });

  it('refuses unknown commands, types and wrong argument counts before touching the database', () => {
    expect(() => parseCommand(['promote'])).toThrow(new UsageError('Unknown command "promote".'));
    expect(() => parseCommand(['set-type', 'a@example.com', 'admin'])).toThrow(
      'Unknown customer type "admin": use one of client, partner, manager.',
    );
    expect(() => parseCommand(['set-type', 'a@example.com'])).toThrow(/needs exactly an e-mail and a type/);
    expect(() => parseCommand(['list', 'extra'])).toThrow(/takes no arguments/);
    expect(parseCommand([])).toEqual({ command: 'help' });
  });

  it('prints the usage and exits with 2 on a usage error', async () => {
    const script = fileURLToPath(new URL('../../src/cli/customers.ts', import.meta.url));
    const error = await promisify(execFile)(process.execPath, [
      script,
      'set-type',
      'a@example.com',
      'boss',
    ]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error?.code).toBe(2);
    expect(error?.stderr).toContain('Unknown customer type "boss"');
    expect(error?.stderr).toContain('Usage: npm run customers -- <command>');
  });

  it('puts a manager into a helpdesk department and out again; only managers may join', async () => {
    const { email } = await createAccount(api);
    expect(await run('department', 'add', email, 'delivery')).toEqual({
      code: 1,
      output: `${email} is a client: make them a manager first (set-type ${email} manager).`,
    });
    await run('set-type', email, 'manager');
    expect(await run('department', 'add', email.toUpperCase(), 'Delivery')).toEqual({
      code: 0,
      output: `${email} now works in delivery.`,
    });
    expect((await run('department', 'add', email, 'delivery')).output).toBe(
      `${email} already works in delivery.`,
    );
    expect((await run('department', 'list')).output).toMatch(
      new RegExp(`^delivery\\s+Delivery\\s+${email.replace(/[.]/g, '\\.')}$`, 'm'),
    );
    expect(await run('department', 'add', email, 'legal')).toEqual({
      code: 1,
      output: 'Unknown department "legal": use one of sales, delivery, service.',
    });
    expect((await run('department', 'remove', email, 'delivery')).output).toBe(`${email} left delivery.`);
    expect((await run('department', 'list')).output).toMatch(/^delivery\s+Delivery\s+\(no managers\)$/m);
    expect(() => parseCommand(['department', 'add', email])).toThrow(
      /"department" needs list, or add\/remove/,
    );
  });
});
