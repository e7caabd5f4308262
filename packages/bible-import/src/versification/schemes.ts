import type { SchemeDefinition } from "./derive.ts";

/**
 * Hand-checked anchors, in source numbering, where the derivation from verse counts cannot see what happened
 * (two verses merged in the middle of a chapter, Greek additions, a passage moved to another chapter). Each was
 * checked against the KJV text; VERSIFICATION.md lists them with the reason.
 */
const SYNODAL_OVERRIDES: Record<string, string> = {
  "Lev.14": "1>14:1 56>14:57",
  "Ps.12": "1>13:0",
  "Ps.86": "1>87:0 3>87:3",
  "Ps.89": "1>90:0 7>90:7",
  "Prov.13": "1>13:1 14>13:13 15>13:14",
  "Prov.18": "1>18:1 8>18:7 9>18:8",
  "Song.1": "1>1:2",
  "Isa.3": "1>3:1 23>3:24",
  "Dan.3": "1>3:1 24>- 91>3:24 98>4:1",
  "Dan.4": "1>4:4",
  "Rom.14": "1>14:1 24>16:25",
  "2Cor.13": "1>13:1 13>13:14",
};

/** Where texts numbered after the Hebrew (and Greek) split a KJV verse across a chapter end or merge two. */
const HEBREW_OVERRIDES: Record<string, string> = {
  "1Sam.21": "1>20:42 2>21:1",
  "1Kgs.22": "1>22:1 44>22:43 45>22:44",
  "2Cor.13": "1>13:1 13>13:14",
};

const ORTHODOX_OVERRIDES: Record<string, string> = {
  ...HEBREW_OVERRIDES,
  "Neh.3": "1>3:1 33>4:1",
  "Neh.4": "1>4:7",
  "Ps.10": "1>11:0 3>11:3",
};

/** Versification schemes with their own rules for moving verses onto KJV slots on import. */
export const MAPPED_SCHEMES: Record<string, SchemeDefinition> = {
  Synodal: { psalms: "lxx", overrides: SYNODAL_OVERRIDES },
  Orthodox: { psalms: "lxx", overrides: ORTHODOX_OVERRIDES },
  German: { psalms: "hebrew", overrides: HEBREW_OVERRIDES },
};

/** Any other numbering (KJV, NRSV…): only chapter boundaries that moved are derived (CUV 1 Chr 21:31 = KJV 22:1). */
export const KJV_LIKE: SchemeDefinition = { psalms: "kjv", overrides: {} };
