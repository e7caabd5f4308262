import type { InstallResult } from "@bible/bible-import";

const SHOWN = 12;

function list(items: string[]): string {
  const head = items.slice(0, SHOWN).join(", ");
  return items.length > SHOWN ? `${head} … (${items.length} in all)` : head;
}

/** What `bible:install` and `bible:import` print for one version: counts, the KJV slots it lacks, what was moved. */
export function formatReport(result: InstallResult): string {
  const lines = [
    `${result.code} ${result.name}: ${result.books} books, ${result.chapters} chapters, ${result.verses} verses` +
      ` (${result.format}, ${result.versification} numbering) in ${result.seconds.toFixed(1)} s`,
    `  missing vs KJV: ${result.missing.length === 0 ? "nothing" : list(result.missing)}`,
  ];
  if (result.notes.length > 0) lines.push(`  placed on KJV slots: ${list(result.notes)}`);
  return lines.join("\n");
}
