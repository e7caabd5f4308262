/**
 * The Node flags to start a thread with, as a Worker's or piscina's option: none given (the process's own, less
 * those a thread cannot take, which Node leaves out itself: `--single-threaded-gc`, the server's; given explicitly,
 * Node refuses them) unless the process has `--input-type`, which only a main script given as text takes
 * (`node --input-type=module -e …`, `tsx --input-type=module -e …`) and on which a thread fails as it loads
 * ("--input-type can only be used with string input"), leaving its tasks waiting; then the process's flags without
 * it. No import here: the embedded database's client (`@bible/db`) reads it without loading the pool.
 */
export function threadFlags(flags: readonly string[] = process.execArgv): { execArgv?: string[] } {
  if (!flags.some((flag) => flag === "--input-type" || flag.startsWith("--input-type="))) return {};
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i] ?? "";
    if (flag === "--input-type") i++;
    else if (!flag.startsWith("--input-type=")) kept.push(flag);
  }
  return { execArgv: kept };
}
