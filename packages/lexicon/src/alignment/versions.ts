import { defaultVersionFor, installedVersions } from "@bible/bible-import";
import { findLanguage } from "@bible/canon";
import type { Queryable } from "@bible/db";

/** The installed versions of a language, its default version first (SPEC §3), then by code. */
export async function versionsOfLanguage(db: Queryable, language: string): Promise<string[]> {
  const wanted = findLanguage(language);
  if (!wanted) return [];
  const installed = await installedVersions(db);
  const mine = installed.filter((v) => findLanguage(v.language)?.id === wanted.id).map((v) => v.code);
  const first = defaultVersionFor(wanted.id, installed);
  return first ? [first, ...mine.filter((code) => code !== first)] : mine;
}
