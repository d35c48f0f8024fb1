// The store's staff commands for the browser tests: `npm run orders -- …` and `npm run reviews -- …` run by the browser
// suite's API process (start-api.ts) on its own database, the same code as the command line.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const STAFF_URL = `http://127.0.0.1:${4300 + offset}/`;

/** Runs `npm run orders -- <args>`; throws with its output when it fails. */
export async function ordersCommand(...args: string[]): Promise<string> {
  const response = await fetch(STAFF_URL, { method: 'POST', body: JSON.stringify(args) });
  const { code, output } = (await response.json()) as { code: number; output: string };
  if (code !== 0) throw new Error(`npm run orders -- ${args.join(' ')} failed (${code}): ${output}`);
  return output;
}

/** Runs `npm run reviews -- <args>` (moderation); throws with its output when it fails. */
export async function reviewsCommand(...args: string[]): Promise<string> {
  const response = await fetch(STAFF_URL, {
    method: 'POST',
    body: JSON.stringify({ command: 'reviews', args }),
  });
  const { code, output } = (await response.json()) as { code: number; output: string };
  if (code !== 0) throw new Error(`npm run reviews -- ${args.join(' ')} failed (${code}): ${output}`);
  return output;
}
