import { bibleVersions, type DbHandle, eq } from "@bible/db";
import { installVersion, seedCatalog } from "@bible/db/bible";

/**
 * The reader's end-to-end data, installed by the corpus installer from the shared Bible files: the
 * catalog (so NIV is listed but not installed, for the 'Version non disponible' panel) and four versions,
 * French, Russian (Synodal numbering placed on KJV slots), Arabic and English.
 */
export const READER_VERSIONS = ["LSG", "SYNOD", "SVD", "KJV"] as const;

export async function seedReaderData(database: DbHandle, bibleDir: string): Promise<void> {
  const { db } = database;
  await seedCatalog(db);
  for (const code of READER_VERSIONS) {
    await installVersion(db, code, { sourceDir: bibleDir });
  }
  const [niv] = await db.select().from(bibleVersions).where(eq(bibleVersions.code, "NIV"));
  if (!niv || niv.installedAt) throw new Error("the catalog should list NIV without installing it");
}
