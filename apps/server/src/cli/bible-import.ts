import { BIBLE_FORMATS, type BibleFormat, BibleImportError, FORMAT_LABELS, importBibleFile } from "@bible/bible-import";
import { installedVersions } from "@bible/versions";
import { callerPath } from "../env";
import { alignAfterInstall } from "./align";
import { type Command, parseCommandArgs, UsageError } from "./command";
import { withDatabase } from "./database";
import { installProgress } from "./progress";
import { formatReport } from "./report";

const USAGE = `pnpm bible:import FILE --code CODE --language LANGUAGE [--name NAME] [--format FORMAT]
                  [--versification SCHEME] [--book-order document] [--replace]

FILE is a Bible file, plain or gzipped, or a folder of per-book JSON files. Formats (detected from the content):
${BIBLE_FORMATS.map((f) => `  ${f.padEnd(20)} ${FORMAT_LABELS[f]}`).join("\n")}
LANGUAGE is one of the 12 (french or fr, english or en, …). SCHEME is the file's verse numbering (KJV by default;
Synodal, Orthodox and German texts are moved onto KJV slots). --book-order document: Zefania books by position.
A version already installed under CODE is replaced only with --replace (the command says what it would replace).`;

function isFormat(value: string): value is BibleFormat {
  return (BIBLE_FORMATS as readonly string[]).includes(value);
}

/**
 * `pnpm bible:import FILE --code X --language Y`: imports any Bible file as a version; an installed version of that
 * code is replaced only with --replace.
 */
export const bibleImportCommand: Command = {
  summary: "import a Bible file (OSIS, USFX, USFM, Zefania, SWORD IMP, JSON)",
  usage: USAGE,
  async run(args) {
    const { values, positionals } = parseCommandArgs(args, {
      code: { type: "string" },
      language: { type: "string" },
      name: { type: "string" },
      format: { type: "string" },
      versification: { type: "string" },
      "book-order": { type: "string" },
      replace: { type: "boolean" },
    });
    const [file] = positionals;
    const { code, language } = values;
    if (!file || positionals.length > 1) throw new UsageError("give exactly one FILE");
    if (!code || !language) throw new UsageError("--code and --language are required");
    if (values.format && !isFormat(values.format)) {
      throw new UsageError(`unknown format ${values.format}; one of ${BIBLE_FORMATS.join(", ")}`);
    }
    if (values["book-order"] && values["book-order"] !== "document") {
      throw new UsageError(`--book-order takes only "document"`);
    }
    const format = values.format && isFormat(values.format) ? values.format : undefined;
    return withDatabase(async (db) => {
      const installed = (await installedVersions(db)).find((v) => v.code === code.toUpperCase());
      if (installed && !values.replace) {
        console.error(
          `not imported: ${installed.code} is installed (${installed.language}, ${installed.verseCount} verses); ` +
            `add --replace to replace it with ${file}, or choose another --code`,
        );
        return 1;
      }
      try {
        const result = await importBibleFile(db, callerPath(file), {
          code,
          language,
          name: values.name,
          format,
          versification: values.versification,
          bookOrder: values["book-order"] === "document" ? "document" : undefined,
          onProgress: installProgress(process.stderr),
        });
        if (installed) {
          console.log(`replaced ${installed.code} (${installed.verseCount} verses) with ${result.verses} verses`);
        }
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
