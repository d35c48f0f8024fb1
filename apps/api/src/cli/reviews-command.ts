// The `reviews` command's work, apart from opening the database, so tests run it in-process:
// the moderation queue, approving and rejecting reviews, and the ratings a review scores.
import type { Db } from '../db/client.ts';
import {
  listRatings,
  moderateReviews,
  moderationQueue,
  REVIEW_STATUSES,
  type ReviewStatus,
  saveRating,
} from '../modules/review/index.ts';

export const usage = `Usage: npm run reviews -- <command>

Commands:
  list [--status pending|approved|rejected|all] [--limit N]
                                   reviews waiting for moderation (or of a status), oldest first
  approve <id>...                  approve reviews: they show on their product
  reject <id>...                   reject reviews: they no longer show
  ratings                          the ratings a review scores, with their titles
  rating <code> [--title <locale>=<title>]... [--position N] [--active|--inactive]
                                   add a rating or change one, e.g.
                                   rating comfort --title en_US=Comfort --title ru_RU=Комфорт

Database: DATABASE_URL if set, else the PGlite directory PGLITE_DIR (the same as npm start).`;

export class UsageError extends Error {}

export interface Output {
  info(line: string): void;
}

export type ReviewsCommand =
  | { command: 'help' }
  | { command: 'list'; status: ReviewStatus | null; limit: number }
  | { command: 'approve' | 'reject'; ids: number[] }
  | { command: 'ratings' }
  | {
      command: 'rating';
      code: string;
      titles: Record<string, string>;
      position?: number;
      isActive?: boolean;
    };

function positiveInt(value: string | undefined, what: string): number {
  if (!value || !/^\d+$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${what} must be a whole number above 0, got: ${value ?? 'nothing'}`);
  }
  return Number(value);
}

function parseList(rest: string[]): ReviewsCommand {
  let status: ReviewStatus | null = 'pending';
  let limit = 50;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[++i];
    if (flag === '--status') {
      if (value === 'all') status = null;
      else if ((REVIEW_STATUSES as readonly string[]).includes(value ?? '')) status = value as ReviewStatus;
      else throw new UsageError(`Unknown status "${value ?? ''}": use ${REVIEW_STATUSES.join(', ')} or all.`);
    } else if (flag === '--limit') {
      limit = positiveInt(value, '--limit');
    } else {
      throw new UsageError(`"list" does not know "${flag}".`);
    }
  }
  return { command: 'list', status, limit };
}

function parseRating(rest: string[]): ReviewsCommand {
  const [code, ...flags] = rest;
  if (!code || code.startsWith('--'))
    throw new UsageError('"rating" needs a rating code, e.g. rating comfort');
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(code)) {
    throw new UsageError(`A rating code is lower-case letters, digits and _, got: ${code}`);
  }
  const parsed: Extract<ReviewsCommand, { command: 'rating' }> = { command: 'rating', code, titles: {} };
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i];
    if (flag === '--active' || flag === '--inactive') {
      parsed.isActive = flag === '--active';
    } else if (flag === '--position') {
      parsed.position = positiveInt(flags[++i], '--position');
    } else if (flag === '--title') {
      const match = /^([a-z]{2}_[A-Z]{2})=(.+)$/.exec(flags[++i] ?? '');
      if (!match?.[2]?.trim())
        throw new UsageError('--title is <locale>=<title>, e.g. --title en_US=Comfort');
      if (match[2].trim().length > 128) throw new UsageError('A rating title is at most 128 characters.');
      parsed.titles[match[1] as string] = match[2].trim();
    } else {
      throw new UsageError(`"rating" does not know "${flag}".`);
    }
  }
  return parsed;
}

/** Checks the arguments before anything touches the database. */
export function parseCommand(args: string[]): ReviewsCommand {
  const [command, ...rest] = args;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h')
    return { command: 'help' };
  if (command === 'list') return parseList(rest);
  if (command === 'approve' || command === 'reject') {
    if (rest.length === 0) throw new UsageError(`"${command}" needs review ids, e.g. ${command} 12 13`);
    return { command, ids: [...new Set(rest.map((id) => positiveInt(id, 'A review id')))] };
  }
  if (command === 'ratings') {
    if (rest.length > 0) throw new UsageError(`"ratings" takes no arguments, got: ${rest.join(' ')}`);
    return { command: 'ratings' };
  }
  if (command === 'rating') return parseRating(rest);
  throw new UsageError(`Unknown command "${command}".`);
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Runs a parsed command; answers the process exit code. */
export async function runCommand(db: Db, parsed: ReviewsCommand, out: Output): Promise<number> {
  switch (parsed.command) {
    case 'help':
      out.info(usage);
      return 0;
    case 'list': {
      const rows = await moderationQueue(db, parsed.status, parsed.limit);
      if (rows.length === 0) {
        out.info(parsed.status ? `No ${parsed.status} reviews.` : 'No reviews.');
        return 0;
      }
      out.info('id\tstatus\tproduct\tlocale\twritten\tnickname\tsummary\ttext');
      for (const r of rows) {
        const written = r.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        out.info(
          [
            r.id,
            r.status,
            r.productId,
            r.locale,
            written,
            r.nickname,
            oneLine(r.summary, 60),
            oneLine(r.text, 80),
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'approve':
    case 'reject': {
      const status = parsed.command === 'approve' ? 'approved' : 'rejected';
      const result = await moderateReviews(db, parsed.ids, status);
      if (result.missing.length > 0) {
        out.info(`No review has the id ${result.missing.join(', ')}; nothing was changed.`);
        return 1;
      }
      if (result.changed.length > 0)
        out.info(`${status[0]?.toUpperCase()}${status.slice(1)}: ${result.changed.join(', ')}.`);
      if (result.unchanged.length > 0) out.info(`Already ${status}: ${result.unchanged.join(', ')}.`);
      return 0;
    }
    case 'ratings': {
      out.info('code\tposition\tactive\ttitles');
      for (const r of await listRatings(db)) {
        const titles = Object.entries(r.titles)
          .map(([locale, title]) => `${locale}=${title}`)
          .join(', ');
        out.info([r.code, r.position, r.isActive ? 'yes' : 'no', titles].join('\t'));
      }
      return 0;
    }
    case 'rating': {
      await saveRating(db, parsed);
      out.info(`Saved the rating "${parsed.code}".`);
      return 0;
    }
  }
}
