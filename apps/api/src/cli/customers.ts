// `npm run customers -- list | set-type <email> <client|partner|manager> | department …`: the store's
// staff make partners and managers (sign-up always makes clients) and put managers into helpdesk
// departments. Works on the database `npm start` uses.
import { parseCommand, runCommand, UsageError, usage } from './customers-command.ts';
import { consoleOutput, runStaffCli } from './staff-cli.ts';

await runStaffCli({
  parseCommand,
  UsageError,
  usage,
  run: (db, parsed) => runCommand(db, parsed, consoleOutput),
});
