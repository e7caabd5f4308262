import { parseArgs } from "node:util";
import { BIBLE_FORMATS, type BibleFormat, BibleImportError, FORMAT_LABELS, importBibleFile } from "@bible/bible-import";
import { callerPath } from "../env";
import { alignAfterInstall } from "./align";
import type { Command } from "./command";
import { withDatabase } from "./database";
import { installProgress } from "./progress";
import { formatReport } from "./report";

const USAGE = `pnpm bible:import FILE --code CODE --language LANGUAGE [--name NAME] [--format FORMAT]
                  [--versification SCHEME] [--book-order document]

FILE is a Bible file, plain or gzipped, or a folder of per-book JSON files. Formats (detected from the content):
${BIBLE_FORMATS.map((f) => `  ${f.padEnd(20)} ${FORMAT_LABELS[f]}`).join("\n")}
LANGUAGE is one of the 12 (french or fr, english or en, …). SCHEME is the file's verse numbering (KJV by default;
Synodal, Orthodox and German texts are moved onto KJV slots). --book-order document: Zefania books by position.`;

function isFormat(value: string): value is BibleFormat {
  return (BIBLE_FORMATS as readonly string[]).includes(value);
}

/** `pnpm bible:import FILE --code X --language Y`: imports any Bible file as a version (replacing one of that code). */
export const bibleImportCommand: Command = {
  summary: "import a Bible file (OSIS, USFX, USFM, Zefania, SWORD IMP, JSON)",
  async run(args) {
    let parsed: ReturnType<typeof parseOptions>;
    try {
      parsed = parseOptions(args);
    } catch (error) {
      console.error(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    const { values, positionals } = parsed;
    const file = positionals[0];
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (!file || !values.code || !values.language || positionals.length > 1) {
      console.error(USAGE);
      return 2;
    }
    if (values.format && !isFormat(values.format)) {
      console.error(`Unknown format ${values.format}; one of ${BIBLE_FORMATS.join(", ")}`);
      return 2;
    }
    const format = values.format && isFormat(values.format) ? values.format : undefined;
    return withDatabase(async (db) => {
      try {
        const result = await importBibleFile(db, callerPath(file), {
          code: values.code!,
          language: values.language!,
          name: values.name,
          format,
          versification: values.versification,
          bookOrder: values["book-order"] === "document" ? "document" : undefined,
          onProgress: installProgress(process.stderr),
        });
        console.log(formatReport(result));
        await alignAfterInstall(db, [result.code]);
        return 0;
      } catch (error) {
        if (!(error instanceof BibleImportError)) throw error;
        console.error(`not imported: ${error.message}`);
        return 1;
      }
    });
  },
};

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      code: { type: "string" },
      language: { type: "string" },
      name: { type: "string" },
      format: { type: "string" },
      versification: { type: "string" },
      "book-order": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
