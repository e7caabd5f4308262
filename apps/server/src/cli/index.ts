import { runCommand } from "./commands";

const [name = "", ...args] = process.argv.slice(2);
process.on("SIGINT", () => {
  console.error(`\n${name}: interrupted (an unfinished install or import is not kept)`);
  process.exit(130);
});
try {
  process.exitCode = await runCommand(name, args);
} catch (error) {
  console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
