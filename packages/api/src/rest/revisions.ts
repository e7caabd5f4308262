import type { Database } from "@bible/db";
import { findVersion } from "@bible/versions";
import { packRevision } from "../bible/pack";
import { splitColumn } from "../bible/service";
import { WORDS_REVISION } from "../bible/words";
import { chaptersInput, packInput } from "../schemas/bible";

/**
 * The REST door's revisions (`RouteSpec.revision`): what a user-independent answer depends on besides its input,
 * read without calling its procedure. The door keeps the answer under input + revision and derives its ETag from
 * them (the cache stack is listed in apps/server/README.md, "What is kept, and who empties it").
 */

/**
 * A chapter set's: the install of each version it reads (a re-import gives a new one) and what its words depend
 * on. Undefined when the input is not a chapter set; then the request is answered the usual way.
 */
export async function chapterSetRevision(db: Database, input: unknown): Promise<string | undefined> {
  const codes = typeof input === "object" && input !== null ? columnCodes(input) : undefined;
  if (!codes) return undefined;
  const rows = await Promise.all(codes.map((code) => findVersion(db, code)));
  const columns = rows.map((row) => `${row?.code ?? "-"}@${row?.installedAt?.getTime() ?? "-"}`);
  return `${columns.join(",")}|${WORDS_REVISION}`;
}

/** The version codes of a chapters input, parsed once per input object (the door reuses the input of a URL). */
const codesOfInput = new WeakMap<object, string[] | null>();

function columnCodes(input: object): string[] | undefined {
  let codes = codesOfInput.get(input);
  if (codes === undefined) {
    const parsed = chaptersInput.safeParse(input);
    codes = parsed.success
      ? parsed.data.versions.map((column) => splitColumn(column).version.trim().toUpperCase())
      : null;
    codesOfInput.set(input, codes);
  }
  return codes ?? undefined;
}

/** A version pack's (`packRevision`: the version's install, its alignment, the lexicon), from its raw input. */
export async function packJsonRevision(db: Database, input: unknown): Promise<string | undefined> {
  const parsed = packInput.safeParse(input);
  if (!parsed.success) return undefined;
  return packRevision(db, parsed.data).catch(() => undefined);
}
