// `npm run reviews -- list | approve <id>… | reject <id>… | ratings | rating <code> …`: review
// moderation until a back office exists (reviews show once approved) and the ratings a review
// scores. Works on the database `npm start` uses.
import { parseCommand, runCommand, UsageError, usage } from './reviews-command.ts';
import { consoleOutput, runStaffCli } from './staff-cli.ts';

await runStaffCli({
  parseCommand,
  UsageError,
  usage,
  run: (db, parsed) => runCommand(db, parsed, consoleOutput),
});
