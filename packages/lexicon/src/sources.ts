// The names the installer writes its rows under and the word study reads them by. Shared by both sides (the
// installer imports the reading side, never the reverse); imported by worker threads under Node's type stripping:
// no imports.

/** The `tagged_verses.source` of each text with Strong's tags: the KJV's, the Hebrew (OSHB) and the Greek (RP2018). */
export const TAGGED_SOURCES = { kjv: "KJV", oshb: "OSHB", rp2018: "RP2018" } as const;

/** The `commentary_sections.source` of Matthew Henry's Concise Commentary. */
export const MHCC_SOURCE = "MHCC";
