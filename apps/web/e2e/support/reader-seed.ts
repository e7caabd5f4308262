import { join } from "node:path";
import { bibleVersions, type DbHandle, eq, verses } from "@bible/db";
import { readSource } from "../../../../packages/db/src/bible/formats/index";
import type { BibleFormat, VerseRecord } from "../../../../packages/db/src/bible/types";
import { mapToKjv } from "../../../../packages/db/src/bible/versification/index";

/**
 * The reader's end-to-end data, read from the shared Bible files with the corpus importers: four
 * versions (French, Russian on KJV slots, Arabic, English) for the books the suite opens, plus NIV as a
 * catalog entry that is not installed (copyrighted), for the 'Version non disponible' panel.
 */
export const READER_BOOKS = [1, 19, 39, 40, 43, 66] as const;

type Source = {
  code: string;
  language: string;
  name: string;
  file: string;
  format: BibleFormat;
  difficultyLevel: number;
  fidelityLevel: number;
  scheme?: string;
  documentOrder?: boolean;
};

const SOURCES: Source[] = [
  {
    code: "LSG",
    language: "french",
    name: "Louis Segond 1910",
    file: "fr/LSG.zefania.xml.gz",
    format: "zefania",
    difficultyLevel: 3,
    fidelityLevel: 4,
  },
  {
    code: "SYNOD",
    language: "russian",
    name: "Синодальный перевод",
    file: "ru/SYNOD.RusSynodal.imp.gz",
    format: "imp",
    difficultyLevel: 4,
    fidelityLevel: 4,
    scheme: "Synodal",
  },
  {
    code: "SVD",
    language: "arabic",
    name: "Smith & Van Dyck",
    file: "ar/SVD.zefania.xml.gz",
    format: "zefania",
    difficultyLevel: 4,
    fidelityLevel: 4,
    documentOrder: true,
  },
  {
    code: "KJV",
    language: "english",
    name: "King James Version",
    file: "en/KJV.engKJV2006eb.imp.gz",
    format: "imp",
    difficultyLevel: 4,
    fidelityLevel: 5,
  },
];

async function readBooks(bibleDir: string, source: Source): Promise<VerseRecord[]> {
  const wanted = new Set<number>(READER_BOOKS);
  const records: VerseRecord[] = [];
  const options = source.documentOrder ? { bookOrder: "document" as const } : {};
  for await (const record of readSource(join(bibleDir, source.file), source.format, options)) {
    if (wanted.has(record.book)) records.push(record);
  }
  return source.scheme ? mapToKjv(records, source.scheme).records : records;
}

export async function seedReaderData(database: DbHandle, bibleDir: string): Promise<void> {
  const { db } = database;
  await db
    .insert(bibleVersions)
    .values({
      code: "NIV",
      language: "english",
      name: "New International Version",
      difficultyLevel: 2,
      fidelityLevel: 3,
      license: "© Biblica",
      distributable: false,
    })
    .onConflictDoNothing();
  for (const source of SOURCES) {
    const { code, language, name, difficultyLevel, fidelityLevel } = source;
    await db
      .insert(bibleVersions)
      .values({ code, language, name, difficultyLevel, fidelityLevel, license: "Domaine public" })
      .onConflictDoNothing();
    const rows = (await readBooks(bibleDir, source))
      .filter((r) => r.text.trim() !== "" && r.chapter > 0 && r.verse > 0)
      .map((r) => ({
        versionCode: code,
        book: r.book,
        chapter: r.chapter,
        verse: r.verse,
        text: r.text,
        heading: r.heading,
      }));
    for (let i = 0; i < rows.length; i += 2000) {
      await db
        .insert(verses)
        .values(rows.slice(i, i + 2000))
        .onConflictDoNothing();
    }
    await db
      .update(bibleVersions)
      .set({ installedAt: new Date(), verseCount: rows.length })
      .where(eq(bibleVersions.code, code));
  }
}
