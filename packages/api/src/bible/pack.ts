import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { Database } from "@bible/db";
import { versionPack, wordStudyRevision } from "@bible/lexicon";
import { findVersion } from "@bible/versions";
import { LRUCache } from "lru-cache";
import { invalidField } from "../errors";
import { resolveLanguage } from "../lib/refs";
import type { PackSize, VersionPackAnswer } from "../schemas/bible";

const gzipAsync = promisify(gzip);

/** Packs built, by version, reader and revision: a whole Bible is tens of MB as objects, so only a few. */
const packs = new LRUCache<string, Promise<VersionPackAnswer>>({ max: 2 });
/** Their sizes, small: kept for every pack measured. */
const sizes = new LRUCache<string, Promise<PackSize>>({ max: 500 });

async function installedVersion(db: Database, code: string) {
  const version = await findVersion(db, code);
  if (!version?.installedAt) throw invalidField("version");
  return version;
}

/**
 * What a pack depends on besides its input: the version's install, its alignment run, the lexicon and the reader
 * language's versions (the glosses). The REST door keeps the compressed answer under it and derives its ETag.
 */
export async function packRevision(db: Database, input: { version: string; reader: string }): Promise<string> {
  const version = await installedVersion(db, input.version);
  const reader = resolveLanguage(input.reader, "reader");
  const words = await wordStudyRevision(db, [version.language, reader.id]);
  return `${version.code}@${version.installedAt?.getTime()}|${reader.id}|${words}`;
}

/** The pack of an installed version for a reader (issue 34): its whole text and the word-study data it needs. */
export async function getPack(db: Database, input: { version: string; reader: string }): Promise<VersionPackAnswer> {
  const revision = await packRevision(db, input);
  const key = revision;
  let pack = packs.get(key);
  if (!pack) {
    pack = (async () => {
      const version = await installedVersion(db, input.version);
      const reader = resolveLanguage(input.reader, "reader");
      const built = await versionPack(db, version, reader.id);
      return {
        version: version.code,
        versionName: version.name,
        language: version.language,
        reader: reader.id,
        revision,
        ...built,
      };
    })();
    packs.set(key, pack);
    pack.catch(() => packs.delete(key));
  }
  return pack;
}

/** How big the pack is to download, shown before the reader downloads it. */
export async function getPackSize(db: Database, input: { version: string; reader: string }): Promise<PackSize> {
  const revision = await packRevision(db, input);
  let size = sizes.get(revision);
  if (!size) {
    size = (async () => {
      const pack = await getPack(db, input);
      const json = Buffer.from(JSON.stringify(pack));
      const compressed = await gzipAsync(json, { level: 6 });
      return { version: pack.version, revision, bytes: compressed.length, rawBytes: json.length };
    })();
    sizes.set(revision, size);
    size.catch(() => sizes.delete(revision));
  }
  return size;
}
