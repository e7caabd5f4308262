import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** The Bible files for tests: BIBLE_SOURCE_DIR, else the shared data folder beside the repository (as CI clones it). */
export function bibleSourceDir(): string {
  return process.env.BIBLE_SOURCE_DIR ?? resolve(REPO_ROOT, "../shared/data/bibles");
}

/**
 * A small XML document with everything a scanner must get right (byte-order mark, declaration, a document type with
 * `>` and `]` inside, entities, CR/LF, comments, CDATA, an empty element, a prefixed name), for the scanner's tests
 * here and the lexicon's adapter's.
 */
export const XML_DOCUMENT = [
  "\ufeff<?xml version='1.0' encoding='utf-8'?>",
  '<!DOCTYPE d [ <!ELEMENT d ANY> <!-- a comment > with ] in it --> <!ATTLIST d x CDATA "]>"> ]>',
  '<d a=\'1\' b="x &amp; y" c="tab\there\r\nline">',
  "\tone &lt;two&gt; &#65;&#x42;\r\nthree<!-- cut -->four<![CDATA[<not a tag>]]>five",
  '<w lemma="c/1254 a"/><x:y xml:lang="arc">t</x:y>',
  "</d>",
  "",
].join("\n");
