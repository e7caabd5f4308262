/**
 * RFC 4180 CSV: fields quoted when they hold a comma, a quote or a line break; CRLF between records. A field a
 * spreadsheet would run as a formula is neutralised first (`neutraliseFormula`), and `parseCsv` gives it back.
 */

/**
 * What a spreadsheet reads as the start of a formula (OWASP's CSV injection rule: `=`, `+`, `-`, `@`, tab, CR),
 * and the apostrophe that neutralises it: a spreadsheet shows a cell starting with `'` as the text after it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'(?=[=+\-@\t\r'])/;

/**
 * `=1+1` → `'=1+1`. A field that starts with an apostrophe gets one more (`'tis` → `''tis`), so that reading
 * back removes exactly one and every text survives the round trip.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) || value.startsWith("'") ? `'${value}` : value;
}

/** The text `neutraliseFormula` was given: one apostrophe before a formula start or an apostrophe is removed. */
export function restoreFormula(value: string): string {
  return value.replace(NEUTRALISED, "");
}

function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** One record and the line (1-based) it starts on. */
type CsvRecord = { line: number; fields: string[] };

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted field starting on line ${line}`);
  }
}

/** Parses CSV text (CRLF or LF, optional BOM); blank lines are skipped. Throws CsvSyntaxError on an open quote. */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let started = false;
  const endRecord = () => {
    fields.push(field);
    fields = fields.map(restoreFormula);
    if (started || fields.length > 1 || field !== "") records.push({ line: recordLine, fields });
    fields = [];
    field = "";
    started = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === "\n") line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
      started = true;
      quoteLine = line;
    } else if (char === ",") {
      fields.push(field);
      field = "";
      started = true;
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== "" || fields.length > 0 || started) endRecord();
  return records;
}
