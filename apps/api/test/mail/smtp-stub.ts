// A real SMTP server for the outbox tests, whose answers a test chooses per recipient: accept, or
// refuse temporarily (451) the first N deliveries, or always.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivery {
  to: string[];
  raw: string;
}

export interface SmtpStub {
  url: string;
  delivered: Delivery[];
  /** How many times each recipient was refused. */
  refusals: Map<string, number>;
  /** Refuse the first `times` deliveries to addresses containing `pattern` (Infinity: always). */
  refuse(pattern: string, times: number): void;
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const rules: { pattern: string; times: number }[] = [];
  const refusals = new Map<string, number>();
  const delivered: Delivery[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const rule = rules.find((r) => address.address.includes(r.pattern));
      const count = refusals.get(address.address) ?? 0;
      if (rule && count < rule.times) {
        refusals.set(address.address, count + 1);
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        delivered.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    delivered,
    refusals,
    refuse: (pattern, times) => rules.push({ pattern, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
