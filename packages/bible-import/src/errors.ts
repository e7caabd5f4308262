export type BibleImportErrorCode =
  | "not_found"
  | "empty"
  | "truncated_gzip"
  | "not_xml"
  | "not_json"
  | "unknown_format"
  | "checksum"
  | "no_verses"
  | "book_numbers"
  | "needs_local_source"
  | "download_failed"
  | "unknown_version"
  | "bad_option"
  | "not_distributable";

/** Every failure of an import says what went wrong with which file; nothing is written when one is thrown. */
export class BibleImportError extends Error {
  override readonly name = "BibleImportError";
  readonly code: BibleImportErrorCode;
  // No parameter property: the prepare worker runs this file with Node's type stripping.
  constructor(code: BibleImportErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
