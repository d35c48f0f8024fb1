// `npm run orders -- invoice <number> | ship <number> [--carrier <code>] [--title <title>]
// [--track <number>]…`: the store's staff invoice orders paid offline and ship orders with their
// tracking numbers (until a back office exists). Works on the database `npm start` uses.
import { commandContexts, parseCommand, runCommand, UsageError, usage } from './orders-command.ts';
import { consoleOutput, runStaffCli } from './staff-cli.ts';

await runStaffCli({
  parseCommand,
  UsageError,
  usage,
  run: (db, parsed, env) => runCommand(db, parsed, consoleOutput, commandContexts(db, env)),
});
