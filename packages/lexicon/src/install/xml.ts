// The lexicon's XML files (checksum-verified, known) are read by @bible/bible-import's XML scanner in its
// whole-document mode (scanXmlDocument, xml-scan.ts): the events saxes gives for them, in a quarter of the time,
// comments, processing instructions, CDATA sections and the document type skipped, errors with the line and
// column. This adapter gives the readers here the stack of open element names and an empty element as an open and
// a close.
import { scanXmlDocument } from "@bible/bible-import/xml-scan";

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>, stack: readonly string[]) => void;
  close?: (name: string, stack: readonly string[]) => void;
  text?: (text: string, stack: readonly string[]) => void;
};

const ignore = () => {};

/**
 * Streams an XML document through handlers that also see the stack of open element names. Without `text`, the
 * text is not read (nor its entities checked).
 */
export function walkXml(xml: string, handlers: XmlHandlers): void {
  const { open, close = ignore, text } = handlers;
  scanXmlDocument(xml, {
    open(name, attributes, selfClosing, stack) {
      open?.(name, attributes, stack);
      if (selfClosing) close(name, stack);
    },
    close,
    chars: text,
  });
}

/** Two whitespace characters in a row, or one that is not a space: what `squash` replaces. */
const NOT_SQUASHED = /\s\s|[^\S ]/;

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  // Most texts have single spaces only: tested first, they are only trimmed, with no replacement pass.
  return NOT_SQUASHED.test(text) ? text.replace(/\s+/g, " ").trim() : text.trim();
}
