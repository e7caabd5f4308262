import { basename } from "node:path";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { BibleImportError } from "./errors.ts";
import { textChunks } from "./source.ts";

export type XmlHandlers = {
  open(tag: SaxesTagPlain): void;
  close(tag: SaxesTagPlain): void;
  text(text: string): void;
};

/**
 * Streams a whole XML document through saxes. The handlers push what they complete into `out`; the generator
 * yields it after each chunk, so nothing holds more than one chunk of the file at a time. Not-well-formed XML
 * becomes a BibleImportError naming the file, line and column.
 */
export async function* streamXml<T>(path: string, handlers: XmlHandlers, out: T[]): AsyncGenerator<T[]> {
  const parser = new SaxesParser({ xmlns: false });
  parser.on("opentag", (tag) => handlers.open(tag));
  parser.on("closetag", (tag) => handlers.close(tag));
  parser.on("text", (text) => handlers.text(text));
  parser.on("cdata", (text) => handlers.text(text));
  try {
    for await (const chunk of textChunks(path)) {
      parser.write(chunk);
      if (out.length > 0) yield out.splice(0);
    }
    parser.close();
  } catch (error) {
    if (error instanceof BibleImportError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BibleImportError("not_xml", `${basename(path)} is not well-formed XML: ${reason}`);
  }
  if (out.length > 0) yield out.splice(0);
}
