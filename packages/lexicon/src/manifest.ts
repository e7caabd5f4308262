import { FREEDICT_FILES, OSHB_FILES, RP2018_FILES } from "./data/file-hashes.data.ts";

/**
 * How an upstream file becomes the stored bytes: as is, the JSON object inside a JavaScript wrapper
 * (openscriptures/strongs), or the single member of a zip (OpenBible.info).
 */
export type UpstreamFormat = "plain" | "js-object" | "zip";

export type DataFile = {
  /** Path under the local source folder; the lexicon folder unless `folder` says the Bible texts' one. */
  path: string;
  folder: "lexicon" | "bibles";
  /** sha256 of the stored (gzipped) copy. */
  storedSha256: string;
  /** The same bytes at a fixed commit, when they can be fetched as a plain file. */
  upstream: { url: string; sha256: string; format: UpstreamFormat } | null;
};

export const DATASET_IDS = [
  "strongs-hebrew",
  "strongs-greek",
  "kjv-strongs",
  "oshb",
  "rp2018",
  "cross-references",
  "mhcc",
  "freedict",
] as const;
export type DatasetId = (typeof DATASET_IDS)[number];

export type Dataset = {
  id: DatasetId;
  title: string;
  /** What the licence is, in its usual short name. */
  license: string;
  /** The credit line the licence requires; null when none is required (public domain). */
  attribution: string | null;
  /** Where a reader can see the work. */
  homepage: string;
  languages: string[];
  files: DataFile[];
};

const HEBREW_LEXICON =
  "https://raw.githubusercontent.com/openscriptures/HebrewLexicon/21c9add13bc727d3a951361778e97e3ff7afd1ce";
const STRONGS = "https://raw.githubusercontent.com/openscriptures/strongs/0acd2f251c2d35ff8db2dece4e0593979d3ac223";
const MORPHHB = "https://raw.githubusercontent.com/openscriptures/morphhb/d0b5c35da03fda1cf37e80ccdaa0cf432963a60d";
const BYZANTINE =
  "https://raw.githubusercontent.com/byztxt/byzantine-majority-text/27a45ff1b7be6c17ccbfeac414f3f55732ae8e28";
const CROSS_REFERENCES =
  "https://raw.githubusercontent.com/Frenchbear1/Bible-Cross-Reference-Visual/7c0587b9a1b18159647f29078a947c61065485bc";

function lexiconFile(path: string, storedSha256: string, upstream: DataFile["upstream"]): DataFile {
  return { path, folder: "lexicon", storedSha256, upstream };
}

export const DATASETS: readonly Dataset[] = [
  {
    id: "strongs-hebrew",
    title: "Strong's Hebrew and Aramaic dictionary (Open Scriptures HebrewLexicon, with the OSHB lexical index)",
    license: "CC BY 4.0 (Strong's text: public domain); JSON edition CC BY-SA",
    attribution:
      "Open Scriptures Hebrew Bible Project — HebrewLexicon (https://github.com/openscriptures/HebrewLexicon), CC BY 4.0; Strong's JSON © 2010 Open Scriptures, CC BY-SA",
    homepage: "https://github.com/openscriptures/HebrewLexicon",
    languages: ["hebrew", "aramaic"],
    files: [
      lexiconFile("HebrewStrong.xml.gz", "8c258da821ffaf608d88c1b1833fd4714dfd97079568afceac2e5990da6cbb43", {
        url: `${HEBREW_LEXICON}/HebrewStrong.xml`,
        sha256: "a628f4f89f8bdaf2483fd3faf1abc8653cc6717758dfc9f24beb7571d9bdd0c4",
        format: "plain",
      }),
      lexiconFile("LexicalIndex.xml.gz", "0c33cd93c2fd01183ac2be659bc94c2ede094a64265d72d667ea9a6a82f447ff", {
        url: `${HEBREW_LEXICON}/LexicalIndex.xml`,
        sha256: "8f7a605c58899d2f44430149c143c00903976e1e91232476677972a69e5bc85f",
        format: "plain",
      }),
      lexiconFile("AugIndex.xml.gz", "bf832cd2fb1624ad343e559499cac6efeb182e6bfe9781f8747d88bab22ac414", {
        url: `${HEBREW_LEXICON}/AugIndex.xml`,
        sha256: "e7217ca8ff8ff3f21f9cf1bbe87411adf55f6aa88bcf5ed9ddc886cc6b160c5d",
        format: "plain",
      }),
      lexiconFile(
        "strongs-hebrew-dictionary.json.gz",
        "437e07460c6a6743b0dc8edd55f73157064fb01e8ca1e77b0dff176f2c6ea21b",
        {
          url: `${STRONGS}/hebrew/strongs-hebrew-dictionary.js`,
          sha256: "5ce6aeed551c709f49bcfa341cadf2f34bc7599b85d9de9e6ac2ecbf60fc3739",
          format: "js-object",
        },
      ),
    ],
  },
  {
    id: "strongs-greek",
    title: "Strong's Greek dictionary (Open Scriptures JSON; pronunciations from U. Petersen's XML 1.4)",
    license: "Strong's text public domain; JSON edition CC BY-SA; XML edition public domain",
    attribution: "Strong's Greek JSON © 2009 Open Scriptures (https://github.com/openscriptures/strongs), CC BY-SA",
    homepage: "https://github.com/openscriptures/strongs",
    languages: ["greek"],
    files: [
      lexiconFile(
        "strongs-greek-dictionary.json.gz",
        "40fff9547c666e872aaf58dd68079ef09403c5d2cc7563f242fafd0f77f7795b",
        {
          url: `${STRONGS}/greek/strongs-greek-dictionary.js`,
          sha256: "7624ee738ae47e80f1a352223e28a26d011c9cd4898822cee52f47a010c04efd",
          format: "js-object",
        },
      ),
      lexiconFile("strongsgreek.xml.gz", "a20308c88e78c3768327fe82e1dcd47cdc904263798fe5b7750c9643fd1cd4ea", {
        url: `${STRONGS}/greek/StrongsGreekDictionaryXML_1.4/strongsgreek.xml`,
        sha256: "df928f01b37632f8af9f16289ce58d10b958014cb5dbd1e1ea715a8d311a0625",
        format: "plain",
      }),
    ],
  },
  {
    id: "kjv-strongs",
    title: "King James Version (1769) with Strong's numbers (CrossWire/eBible.org engKJV2006eb)",
    license: "Public domain (Crown letters patent apply to printing in the United Kingdom)",
    attribution: null,
    homepage: "https://ebible.org/",
    languages: ["english"],
    files: [
      {
        path: "en/KJV.engKJV2006eb.imp.gz",
        folder: "bibles",
        storedSha256: "2c5322dd26d22899621ed1fa732d2710bc3f582883a741161e85b47b22cee40a",
        // A Debian package upstream: without a local copy the KJV already installed with the Bible texts is read.
        upstream: null,
      },
    ],
  },
  {
    id: "oshb",
    title: "Open Scriptures Hebrew Bible (Westminster Leningrad Codex 4.20 with lemmas and morphology)",
    license: "CC BY 4.0 (WLC text: public domain)",
    attribution:
      "Original work of the Open Scriptures Hebrew Bible available at https://github.com/openscriptures/morphhb",
    homepage: "https://github.com/openscriptures/morphhb",
    languages: ["hebrew", "aramaic"],
    files: OSHB_FILES.map(([name, stored, upstream]) =>
      lexiconFile(`oshb-wlc/${name}`, stored, {
        url: `${MORPHHB}/wlc/${name.replace(/\.gz$/, "")}`,
        sha256: upstream,
        format: "plain",
      }),
    ),
  },
  {
    id: "rp2018",
    title: "Robinson-Pierpont Byzantine Greek New Testament 2018, with Strong's numbers and parsing",
    license: "Public domain (Unlicense)",
    attribution: null,
    homepage: "https://github.com/byztxt/byzantine-majority-text",
    languages: ["greek"],
    files: RP2018_FILES.map(([name, stored, upstream]) =>
      lexiconFile(`byz-rp2018-strongs/${name}`, stored, {
        url: `${BYZANTINE}/csv-unicode/strongs/with-parsing/${name.replace(/\.gz$/, "")}`,
        sha256: upstream,
        format: "plain",
      }),
    ),
  },
  {
    id: "cross-references",
    title: "Bible cross references (OpenBible.info, from the Treasury of Scripture Knowledge, with votes)",
    license: "CC BY",
    attribution: "Cross references: OpenBible.info (https://www.openbible.info/labs/cross-references/), CC BY",
    homepage: "https://www.openbible.info/labs/cross-references/",
    languages: [],
    files: [
      lexiconFile(
        "openbible-cross_references.txt.gz",
        "aeb9906edb22b70c1b847f5711c2f4c1fba0ea5239482200330d9320945cd5ce",
        {
          url: `${CROSS_REFERENCES}/cross-references.zip`,
          sha256: "ee9089dea619bf0c639822d6f634347d1982a16ae0175acc276d71da36eef0a8",
          format: "zip",
        },
      ),
    ],
  },
  {
    id: "mhcc",
    title: "Matthew Henry's Concise Commentary on the Whole Bible (CrossWire module MHCC 2.0)",
    license: "Public domain",
    attribution: null,
    homepage: "https://www.ccel.org/ccel/henry/mhcc.html",
    languages: ["english"],
    files: [
      // Only a Debian package carries the module upstream (with a broken driver line): local copy only.
      lexiconFile("mhcc.MHCC.imp.gz", "d1fd333d526b2563d18c73b5fb3b5ebf43cd4516ce37e605b0daeeacd671fc0e", null),
    ],
  },
  {
    id: "freedict",
    title: "FreeDict bilingual dictionaries between the app's languages (dictd format, Debian dict-freedict-*)",
    license: "GPL-2.0-or-later (each dictionary's header names its authors)",
    attribution:
      "FreeDict (https://freedict.org) dictionaries: ara-eng, deu-eng, deu-fra, deu-ita, deu-por, deu-rus, eng-ara, eng-fra, eng-ita, eng-jpn, eng-por, eng-rus, eng-spa, fra-deu, fra-eng, fra-ita, fra-jpn, fra-por, fra-rus, fra-spa, ita-deu, ita-eng, ita-por, ita-rus, ita-spa, jpn-eng, jpn-fra, jpn-rus, por-deu, por-eng, por-fra, por-spa, spa-deu, spa-eng, spa-por; GPL-2.0-or-later, authors as each dictionary's 00-database-info names them",
    homepage: "https://freedict.org/",
    languages: ["arabic", "german", "english", "french", "italian", "japanese", "portuguese", "russian", "spanish"],
    // Upstream ships each pair as a .tar.xz (and Debian as .deb), which Node cannot unpack: a local copy only.
    files: FREEDICT_FILES.flatMap(([pair, dict, index]) => [
      lexiconFile(`freedict/freedict-${pair}.index.gz`, index, null),
      lexiconFile(`freedict/freedict-${pair}.dict.dz`, dict, null),
    ]),
  },
];

export function datasetById(id: DatasetId): Dataset {
  const dataset = DATASETS.find((d) => d.id === id);
  if (!dataset) throw new RangeError(`Unknown lexicon data set ${id}`);
  return dataset;
}
