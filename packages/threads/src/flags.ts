/**
 * The process's Node flags a thread may take: all but `--input-type`, which only a main script given as text takes
 * (`node --input-type=module -e …`, `tsx --input-type=module -e …`): a thread started with it fails as it loads
 * ("--input-type can only be used with string input"), and its tasks would wait for it. No import here: the
 * embedded database's client (`@bible/db`) reads it without loading the pool.
 */
export function threadFlags(flags: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < flags.length; i++) {
    const flag = flags[i] ?? "";
    if (flag === "--input-type") i++;
    else if (!flag.startsWith("--input-type=")) kept.push(flag);
  }
  return kept;
}
