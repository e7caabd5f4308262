import { SaxesParser } from "saxes";

export type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>, stack: readonly string[]) => void;
  close?: (name: string, stack: readonly string[]) => void;
  text?: (text: string, stack: readonly string[]) => void;
};

/** Streams an XML document through handlers that also see the stack of open element names. */
export function walkXml(xml: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser();
  const stack: string[] = [];
  parser.on("opentag", (tag) => {
    stack.push(tag.name);
    handlers.open?.(tag.name, tag.attributes, stack);
  });
  parser.on("closetag", (tag) => {
    handlers.close?.(tag.name, stack);
    stack.pop();
  });
  parser.on("text", (text) => handlers.text?.(text, stack));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
}

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
