import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { and, bibleImportReports, bibleVersions, type DbHandle, eq, executeRows, sql, verses } from "@bible/db";
import { createTestDb } from "@bible/db/testing";
import { installedVersions, openingVersion, PUBLIC_DOMAIN_DEFAULTS } from "@bible/versions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG, type CatalogEntry, DEFAULT_INSTALL_SET, findCatalogEntry } from "./catalog";
import { prepareChapterQuery } from "./chapter";
import { BibleImportError } from "./errors";
import {
  importBibleFile,
  installCatalogEntry,
  installVersion,
  installVersions,
  outdatedVersions,
  seedCatalog,
} from "./install";
import { bibleSourceDir } from "./testing";

/** The value, which the test's setup guarantees; throws (failing the test) if it is missing. */
function defined<T>(value: T | null | undefined): T {
  if (value === undefined || value === null) throw new Error("expected a value");
  return value;
}

let database: DbHandle;
const sourceDir = bibleSourceDir();
const CUV = defined(findCatalogEntry("CUV"));

beforeAll(async () => {
  database = await createTestDb();
});
afterAll(async () => {
  await database?.close();
});

async function verseCount(code: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(verses)
    .where(eq(verses.versionCode, code));
  return defined(row).n;
}

async function scratch(name: string, content: string | Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "bible-install-"));
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

describe("database", () => {
  it("is migrated (PGlite, or Postgres when TEST_DATABASE_URL is set)", async () => {
    const result = await database.db.select({ n: sql<number>`count(*)::int` }).from(bibleVersions);
    expect(result[0]?.n).toBe(0);
  });

  it("seeds the catalog's metadata, honest about what cannot be shipped", async () => {
    await seedCatalog(database.db);
    await seedCatalog(database.db);
    const rows = await database.db.select().from(bibleVersions);
    expect(rows).toHaveLength(CATALOG.length);
    const niv = defined(rows.find((r) => r.code === "NIV"));
    expect(niv).toMatchObject({ language: "english", distributable: false, installedAt: null, verseCount: 0 });
    expect(rows.find((r) => r.code === "SYNOD")).toMatchObject({ versification: "Synodal", distributable: true });
    for (const code of [
      "LSG",
      "NIV",
      "RVR1960",
      "LUT",
      "CEI",
      "ARC",
      "CUV",
      "KRV",
      "NKJV",
      "SYNOD",
      "NAV",
      "UOV",
      "ESV",
    ]) {
      const row = defined(rows.find((r) => r.code === code));
      expect(row.description, code).not.toBe("");
      expect(row.difficultyLevel).toBeGreaterThanOrEqual(1);
      expect(row.fidelityLevel).toBeLessThanOrEqual(5);
    }
  });
});

describe("install", () => {
  it("installs a version in KJV numbering with its report, and a second install replaces it", async () => {
    const first = await installVersion(database.db, "CUV", { sourceDir });
    expect(first).toMatchObject({ code: "CUV", books: 66, chapters: 1189, verses: 31100 });
    // CUV: 1 Chr 21:31 is KJV 22:1 (put back), John 7:53 is absent, 3 John has a 15th verse; Deut 13:17 and
    // Ps 116:18 hold the KJV's 13:17-18 and 116:18-19 (stored as spans, verse_end).
    expect(first.missing).toEqual(["John 7:53"]);
    expect(await verseCount("CUV")).toBe(31100);
    const [span] = await database.db
      .select({ verse: verses.verse, verseEnd: verses.verseEnd })
      .from(verses)
      .where(and(eq(verses.versionCode, "CUV"), eq(verses.book, 5), eq(verses.chapter, 13), eq(verses.verse, 17)));
    expect(span).toEqual({ verse: 17, verseEnd: 18 });
    // A version an older importer wrote is listed for a new install at start-up; a fresh one is not.
    expect(await outdatedVersions(database.db)).toEqual([]);
    await database.db.update(bibleVersions).set({ importRevision: 0 }).where(eq(bibleVersions.code, "CUV"));
    expect(await outdatedVersions(database.db)).toEqual(["CUV"]);

    const again = await installVersion(database.db, "CUV", { sourceDir });
    expect(again.verses).toBe(31100);
    expect(await verseCount("CUV")).toBe(31100);

    const [version] = await database.db.select().from(bibleVersions).where(eq(bibleVersions.code, "CUV"));
    expect(version).toMatchObject({ verseCount: 31100, sha256: defined(CUV.source).sha256, versification: "KJV" });
    expect(defined(version).installedAt).toBeInstanceOf(Date);
    const [report] = await database.db
      .select()
      .from(bibleImportReports)
      .where(eq(bibleImportReports.versionCode, "CUV"));
    expect(report).toMatchObject({ books: 66, chapters: 1189, verses: 31100, sourceFile: "zh/CUV.usfx.xml.gz" });
    expect(defined(report).missing).toContain("John 7:53");

    const readChapter = prepareChapterQuery(database.db);
    const genesis = await readChapter("CUV", 1, 1);
    expect(genesis).toHaveLength(31);
    expect(genesis[0]).toEqual({
      verse: 1,
      text: "起初神創造天地。",
      heading: null,
      originalRef: null,
      verseEnd: null,
    });
    const chronicles = await readChapter("CUV", 13, 22);
    expect(chronicles[0]).toMatchObject({ verse: 1, originalRef: "1Chr.21.31" });
  });

  it("stores a Synodal text on KJV slots with its own references and reports what it left out", async () => {
    const result = await installVersion(database.db, "SYNOD", { sourceDir });
    expect(result).toMatchObject({ books: 66, chapters: 1189, verses: 31099, versification: "Synodal" });
    expect(result.notes).toEqual(
      expect.arrayContaining([
        "Dan.3.24-90 skipped: outside the KJV canon (Greek addition)",
        "Ps.151.1-7 skipped: outside the KJV canon (deuterocanonical)",
        "Prov.13.14 merged: joined to Prov.13.13",
        "Josh.24.34-36 extra: kept past the end of the KJV chapter",
      ]),
    );
    const [psalm] = await database.db
      .select()
      .from(verses)
      .where(and(eq(verses.versionCode, "SYNOD"), eq(verses.book, 19), eq(verses.chapter, 23), eq(verses.verse, 1)));
    expect(psalm).toMatchObject({ originalRef: "Ps.22.1", heading: "псалом Давида." });
    expect(defined(psalm).text).toMatch(/^Господь [-–] Пастырь мой/);
  });

  it("ships the public-domain version each language opens with", async () => {
    for (const [language, code] of Object.entries(PUBLIC_DOMAIN_DEFAULTS)) {
      expect(findCatalogEntry(code)?.language, code).toBe(language);
      expect(DEFAULT_INSTALL_SET, language).toContain(code);
    }
    expect((await installedVersions(database.db)).map((v) => v.code)).toEqual(["CUV", "SYNOD"]);
    expect((await openingVersion(database.db, "chinese"))?.code).toBe("CUV");
    expect((await openingVersion(database.db, "ru"))?.code).toBe("SYNOD");
    expect(await openingVersion(database.db, "english")).toBeUndefined();
    expect(DEFAULT_INSTALL_SET).toEqual([
      "LSG",
      "KJV",
      "WEB",
      "ASV",
      "RV1909",
      "LUT1912",
      "DIO1649",
      "ALM1911",
      "CUV",
      "CUVS",
      "KRV",
      "JPKOUGO",
      "JPBUNGO",
      "SYNOD",
      "SVD",
      "UOV",
    ]);
  });

  it("refuses copyrighted versions and says so", async () => {
    await expect(installVersion(database.db, "NIV", { sourceDir })).rejects.toThrow(/under copyright/);
    await expect(installVersion(database.db, "XYZ", { sourceDir })).rejects.toThrow(/not in the catalog/);
  });
});

describe("bad files leave the installed version intact", () => {
  async function expectFailure(promise: Promise<unknown>, code: BibleImportError["code"], message: RegExp) {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BibleImportError);
    expect((error as BibleImportError).code).toBe(code);
    expect((error as BibleImportError).message).toMatch(message);
    expect(await verseCount("CUV")).toBe(31100);
  }

  it("wrong checksum", async () => {
    const tampered: CatalogEntry = { ...CUV, source: { ...defined(CUV.source), sha256: "0".repeat(64) } };
    await expectFailure(installCatalogEntry(database.db, tampered, { sourceDir }), "checksum", /sha256 is 00f9e001/);
  });

  it("not XML", async () => {
    const path = await scratch(
      "broken.xml",
      '<?xml version="1.0"?><usfx><book id="GEN"><c id="1"/><v id="1"/>起初 & <ve/>',
    );
    await expectFailure(
      importBibleFile(database.db, path, { code: "CUV", language: "chinese" }),
      "not_xml",
      /not well-formed XML/,
    );
  });

  it("unknown format", async () => {
    const path = await scratch("notes.txt", "Genesis 1:1 In the beginning God created the heaven and the earth.");
    await expectFailure(
      importBibleFile(database.db, path, { code: "CUV", language: "zh" }),
      "unknown_format",
      /unknown format/,
    );
  });

  it("truncated gzip", async () => {
    const whole = await readFile(join(sourceDir, defined(CUV.source).path));
    const path = await scratch("cut.usfx.xml.gz", whole.subarray(0, Math.floor(whole.length / 2)));
    await expectFailure(
      importBibleFile(database.db, path, { code: "CUV", language: "zh" }),
      "truncated_gzip",
      /truncated/,
    );
  });

  it("empty file", async () => {
    const path = await scratch("empty.xml", "");
    await expectFailure(importBibleFile(database.db, path, { code: "CUV", language: "zh" }), "empty", /empty/);
  });

  it("a well-formed file without a single verse", async () => {
    const path = await scratch("none.xml", '<?xml version="1.0"?><usfx><book id="GEN"><h>創世紀</h></book></usfx>');
    await expectFailure(importBibleFile(database.db, path, { code: "CUV", language: "zh" }), "no_verses", /no verse/);
  });
});

describe("import and download", () => {
  it("imports a user's file under a new code, format detected", async () => {
    expect(await openingVersion(database.db, "english")).toBeUndefined();
    const result = await importBibleFile(database.db, join(import.meta.dirname, "fixtures/sample.osis.xml"), {
      code: "sample",
      language: "en",
      name: "Sample",
    });
    expect(result).toMatchObject({ code: "SAMPLE", format: "osis", verses: 5, books: 3 });
    const [row] = await database.db.select().from(bibleVersions).where(eq(bibleVersions.code, "SAMPLE"));
    expect(row).toMatchObject({ language: "english", name: "Sample", verseCount: 5, distributable: true });
    // The version catalog read before the import is emptied by it: English now opens with the new version.
    expect((await openingVersion(database.db, "en"))?.code).toBe("SAMPLE");
    await expect(
      importBibleFile(database.db, join(import.meta.dirname, "fixtures/sample.osis.xml"), {
        code: "CUV",
        language: "fr",
      }),
    ).rejects.toThrow(/CUV is a chinese version in the catalog, not french/);
  });

  it("downloads an upstream file, checks it, and says which versions need a local copy", async () => {
    const content = gunzipSync(await readFile(join(sourceDir, "zh/CUV-simp.usfx.xml.gz")));
    const server = createServer((request, response) => {
      if (request.url === "/chi-cuv-simp.usfx.xml") response.end(content);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const cacheDir = await mkdtemp(join(tmpdir(), "bible-cache-"));
    try {
      const cuvs = defined(findCatalogEntry("CUVS"));
      const upstream = cuvs.upstream?.kind === "file" ? cuvs.upstream : undefined;
      const local: CatalogEntry = {
        ...cuvs,
        upstream: {
          kind: "file",
          url: `http://127.0.0.1:${port}/chi-cuv-simp.usfx.xml`,
          sha256: defined(upstream).sha256,
        },
      };
      const result = await installCatalogEntry(database.db, local, { cacheDir });
      expect(result).toMatchObject({ code: "CUVS", verses: 31100, sha256: defined(upstream).sha256 });

      const missing: CatalogEntry = {
        ...local,
        upstream: { ...defined(local.upstream), url: `http://127.0.0.1:${port}/gone.xml` } as CatalogEntry["upstream"],
      };
      await expect(installCatalogEntry(database.db, missing, { cacheDir })).rejects.toThrow(/HTTP 404/);
      expect(await verseCount("CUVS")).toBe(31100);
    } finally {
      server.close();
    }
    await expect(installVersion(database.db, "KJV", { cacheDir })).rejects.toThrow(
      /KJV needs a local source .*sword-text-kjv_14\.3-1_all\.deb.*mod2imp.*BIBLE_SOURCE_DIR/,
    );
  });
});

describe("search documents", () => {
  it("stems the search documents in a worker exactly as the database does (an embedded database's install)", async () => {
    // French: elisions (l'Éternel), hyphens (peut-être) and stop words go through the parser and the stemmer.
    const documents = async () => {
      const [row] = await executeRows(
        database.db,
        sql`
        select count(*)::int as n, md5(string_agg(document::text, '|' order by book, chapter, verse)) as digest
        from verse_search where version_code = 'LSG'`,
      );
      return row;
    };
    const [inWorker] = await installVersions(database.db, ["LSG"], { sourceDir, stemInWorker: true });
    expect(inWorker).toHaveProperty("result.verses", 31102);
    const stemmedInWorker = await documents();
    await installVersions(database.db, ["LSG"], { sourceDir });
    expect(stemmedInWorker).toEqual(await documents());
    expect(stemmedInWorker).toHaveProperty("n", 31102);
    // Two whole installs of a tagged text on PGlite, each building its Strong's occurrences too: 55 s without them
    // and 73 s with them on the shared machine at a load of 11, over the default minute.
  }, 120_000);
});
