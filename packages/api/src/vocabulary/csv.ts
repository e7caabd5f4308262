/** RFC 4180 CSV: fields quoted when they hold a comma, a quote or a line break; CRLF between records. */

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
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
