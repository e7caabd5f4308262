import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

/**
 * A `pnpm <script>` command: it gets the arguments after its name and answers the process exit code (0 done,
 * 1 refused or failed, 2 misused). `--help` and `-h` print `usage` and exit 0 before `run`, so help never opens
 * the database; a `UsageError` thrown by `run` prints its message and the usage, and exits 2.
 */
export type Command = { summary: string; usage: string; run(args: string[]): Promise<number> };

/** The command was called wrongly: an unknown option, a missing or extra argument. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

/**
 * Every command's arguments go through Node's `util.parseArgs`, strictly: an option the command does not know is
 * a UsageError, as is a value given to a flag or missing after an option that takes one.
 */
export function parseCommandArgs<const Options extends ParseArgsOptionsConfig>(args: string[], options: Options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Whether the arguments ask for the command's help: `--help` or `-h` anywhere. */
export function asksForHelp(args: readonly string[]): boolean {
  return args.includes("--help") || args.includes("-h");
}
