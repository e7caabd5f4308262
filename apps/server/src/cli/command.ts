/** A `pnpm <script>` command: it gets the arguments after its name and answers the process exit code. */
export type Command = { summary: string; run(args: string[]): Promise<number> };
