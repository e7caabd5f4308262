import { BOOKS, type LanguageId } from "@bible/canon";
import type { BibleFormat } from "./types.ts";
import type { Corrections } from "./versification/corrections.ts";

/** Where a version can be fetched from when no local copy (BIBLE_SOURCE_DIR) is configured. */
export type Upstream =
  /** One plain file; `sha256` is that of the downloaded bytes (the stored file, decompressed). */
  | { kind: "file"; url: string; sha256: string }
  /** A zip holding the Bible file; `sha256` is that of the file inside. */
  | { kind: "zip"; url: string; sha256: string }
  /** Files concatenated in order, each followed by `separator` (the stored LSG is 66 USFM books joined so). */
  | { kind: "concat"; urls: string[]; separator: string; sha256: string }
  /**
   * One file per book beside a manifest we keep: the download is checked by rebuilding our SHA256SUMS from the
   * downloaded files and comparing its hash. `unwrap` strips a JavaScript wrapper (`var book = …;`).
   */
  | { kind: "files"; files: { name: string; url: string }[]; manifestSha256: string; unwrap?: "js-variable" }
  /** A SWORD module package: turning it into text needs SWORD's mod2imp, so only a local copy can be installed. */
  | { kind: "sword-module"; url: string };

export type CatalogEntry = {
  code: string;
  language: LanguageId;
  name: string;
  /** French, like every text of the version picker. */
  description: string;
  difficultyLevel: number;
  fidelityLevel: number;
  difficultyNote: string;
  fidelityNote: string;
  license: string;
  /** False for copyrighted versions: listed so the picker is honest, never shipped. */
  distributable: boolean;
  /** The source's verse numbering (SWORD names); Synodal and Orthodox are moved onto KJV slots on import. */
  versification: string;
  /** The stored copy, relative to BIBLE_SOURCE_DIR, with the sha256 of that file (of SHA256SUMS for a folder). */
  source?: {
    path: string;
    format: BibleFormat;
    sha256: string;
    bookOrder?: "document";
    /** A clean but incomplete copy of the same text whose verses replace the source's (local installs only). */
    cleaner?: { path: string; format: BibleFormat; sha256: string };
  };
  upstream?: Upstream;
  /** Hand-checked placements of this text's shifted passages (VERSIFICATION.md). */
  corrections?: Corrections;
};

const OPEN_BIBLES = "https://raw.githubusercontent.com/seven1m/open-bibles/4e41ce04b87017781bff3108d69bb4db86b30873";
const ZEFANIA =
  "https://raw.githubusercontent.com/biblenerd/Zefania-XML-Preservation/0f180c5818a20c9bfc8165f0200e914a8678cf1f/zefania-sharp-sourceforge-backup/Bibles";
const SCROLLMAPPER =
  "https://raw.githubusercontent.com/scrollmapper/bible_databases/a228a19a29099a41c196c2a310cd93e50a390e30/sources";
const DEBIAN = "http://deb.debian.org/debian/pool/main/s";
const LSG_USFM =
  "https://raw.githubusercontent.com/unfoldingWord/bt-servant-engine-data-loaders/cc7b460ed2d3ffdbe0f7ca1593e7db1ac86e1663/datasets/french_louis_segond_1910";
const ALMEIDA =
  "https://raw.githubusercontent.com/damarals/biblias/6a5a40f0418f20622f24134d83a8eb37572a2f0d/data/canonical/ALM1911";
const KOUGO =
  "https://raw.githubusercontent.com/tkacikr/bible-tools/90a9bf78dc93bc9eaa8094c928bf255dc572d28d/bibles/ja/kougo-yaku";

/** USFM file numbering: 01-39 for the Old Testament, 41-67 for the New (40 is unused). */
const usfmFileNumber = (bookNumber: number) => String(bookNumber <= 39 ? bookNumber : bookNumber + 1).padStart(2, "0");

const PUBLIC_DOMAIN = "Domaine public";
const NOT_DISTRIBUTABLE =
  "Sous droit d'auteur : non distribuée avec l'application ; importable depuis un exemplaire sous licence.";

export const CATALOG: readonly CatalogEntry[] = [
  {
    code: "LSG",
    language: "french",
    name: "Louis Segond 1910",
    description:
      "La traduction protestante de référence en français, dans sa révision de 1910, avec les numéros Strong.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Français classique du début du XXe siècle, quelques tournures anciennes.",
    fidelityNote: "Traduction proche des textes hébreu et grec.",
    license: `${PUBLIC_DOMAIN} (texte de 1910, édition eBible.org fraLSG avec numéros Strong)`,
    distributable: true,
    versification: "KJV",
    source: {
      path: "fr/LSG-strongs.usfm.gz",
      format: "usfm",
      sha256: "913e9dcdd5f3339b0986524dcfb64e8475a9955ee3f6b2913f9351bc0b92aeb3",
    },
    upstream: {
      kind: "concat",
      urls: BOOKS.map((b) => `${LSG_USFM}/${usfmFileNumber(b.number)}-${b.usfm}.usfm`),
      separator: "\n",
      sha256: "1c66e3d6505bcaad7724b9bac7db61084e2150984628e713ad032962f6ad186f",
    },
  },
  {
    code: "KJV",
    language: "english",
    name: "King James Version (1769)",
    description: "La Bible anglaise de 1611 dans son texte standard de 1769, avec les numéros Strong.",
    difficultyLevel: 5,
    fidelityLevel: 5,
    difficultyNote: "Anglais élisabéthain (thee, thou, hath) : exigeant pour un lecteur moderne.",
    fidelityNote: "Traduction mot à mot, les ajouts du traducteur sont signalés.",
    license: `${PUBLIC_DOMAIN} (au Royaume-Uni, l'impression relève des lettres patentes de la Couronne)`,
    distributable: true,
    versification: "KJV",
    source: {
      path: "en/KJV.engKJV2006eb.imp.gz",
      format: "imp",
      sha256: "2c5322dd26d22899621ed1fa732d2710bc3f582883a741161e85b47b22cee40a",
    },
    upstream: { kind: "sword-module", url: `${DEBIAN}/sword-text-kjv/sword-text-kjv_14.3-1_all.deb` },
  },
  {
    code: "WEB",
    language: "english",
    name: "World English Bible",
    description: "Une révision en anglais moderne de l'American Standard Version, achevée en 2020.",
    difficultyLevel: 2,
    fidelityLevel: 4,
    difficultyNote: "Anglais courant et simple.",
    fidelityNote: "Traduction littérale mais naturelle.",
    license: `${PUBLIC_DOMAIN} (« World English Bible » est une marque d'eBible.org : un texte modifié ne peut porter ce nom)`,
    distributable: true,
    versification: "NRSVA",
    source: {
      path: "en/WEB.engWEB2015eb.imp.gz",
      format: "imp",
      sha256: "55389a5815d189dd740c4f3a834e0deb0bdcee50d91670387409f09fb97f2152",
    },
    upstream: { kind: "sword-module", url: `${DEBIAN}/sword-text-web/sword-text-web_426.0-1_all.deb` },
    corrections: {
      // The WEB prints the doxology (KJV Rom 16:25-27) after 14:23, with a footnote at 16:25.
      splits: [
        {
          ref: "Rom.14.23",
          parts: [
            { at: "16:25", startsWith: "Now to him who is able" },
            { at: "16:26", startsWith: "but now is revealed" },
            { at: "16:27", startsWith: "to the only wise God" },
          ],
        },
      ],
    },
  },
  {
    code: "ASV",
    language: "english",
    name: "American Standard Version (1901)",
    description: "La révision américaine de la King James, réputée pour sa précision.",
    difficultyLevel: 4,
    fidelityLevel: 5,
    difficultyNote: "Anglais soutenu et ancien, proche de la King James.",
    fidelityNote: "Très littérale ; les versets absents des meilleurs manuscrits sont en marge.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "en/ASV.crosswire.imp.gz",
      format: "imp",
      sha256: "ae64a5a1948a78984de49be80ca7eaf8d47ae0f4221a55fe0a48011d8780cb2a",
    },
    upstream: { kind: "sword-module", url: `${SCROLLMAPPER}/en/ASV/ASV.zip` },
  },
  {
    code: "NIV",
    language: "english",
    name: "New International Version",
    description: "La traduction anglaise moderne la plus lue, en langue courante.",
    difficultyLevel: 2,
    fidelityLevel: 3,
    difficultyNote: "Anglais contemporain, phrases courtes.",
    fidelityNote: "Équilibre entre exactitude et clarté (équivalence dynamique).",
    license: `© Biblica. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "ESV",
    language: "english",
    name: "English Standard Version",
    description: "Une traduction anglaise « essentiellement littérale » de 2001.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Anglais moderne mais soutenu.",
    fidelityNote: "Suit de près la forme du texte original.",
    license: `© Crossway. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "RVR1960",
    language: "spanish",
    name: "Reina-Valera 1960",
    description: "La révision de 1960 de la Bible de Reina-Valera, la plus répandue en espagnol.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Espagnol soutenu, quelques formes anciennes (vosotros, os).",
    fidelityNote: "Traduction fidèle au texte reçu.",
    license: `© Sociedades Bíblicas en América Latina. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "RV1909",
    language: "spanish",
    name: "Reina-Valera 1909",
    description: "La révision de 1909 de la Bible de Reina-Valera, avec les numéros Strong.",
    difficultyLevel: 4,
    fidelityLevel: 4,
    difficultyNote: "Espagnol ancien (orthographe « á », formes vieillies).",
    fidelityNote: "Traduction fidèle au texte reçu.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "es/RV1909.spaRV1909eb.imp.gz",
      format: "imp",
      sha256: "f930d8b85c8b6865e22ed31f8fcae17b95537ec8b48d62363b0ef28de0ecfab8",
    },
    upstream: { kind: "sword-module", url: `${DEBIAN}/sword-text-sparv/sword-text-sparv_2.60-1_all.deb` },
    corrections: {
      // Where RV1909 starts a chapter one verse earlier or later than the KJV, the module left the KJV slot empty
      // and crammed the overflow into the chapter's last slot (which then shows as a joined verse). RV Job 39:1-3
      // are KJV 38:39-41 and RV 40:1-19 are KJV 40:6-24, KJV 39:27-30 and 40:1-5 sitting in RV 39:30; RV Job 35:15
      // holds KJV 35:15-16. Each part was checked against the KJV text (VERSIFICATION.md).
      anchors: {
        "Num.13": "1>12:16 2>13:1",
        "Num.30": "1>29:40 2>30:1",
        "1Sam.24": "1>23:29 2>24:1",
        "Job.39": "1>38:39 4>39:1",
        "Job.40": "1>40:6",
        "Hos.12": "1>11:12 2>12:1",
        "Jonah.2": "1>1:17 2>2:1",
      },
      splits: [
        { ref: "Job.35.15", parts: [{ at: "35:16", startsWith: "por eso Job abrió" }] },
        { ref: "Jonah.2.9", parts: [{ at: "2:10", startsWith: "Y mandó Jehová al pez" }] },
        {
          ref: "Job.39.27",
          parts: [
            { at: "39:28", startsWith: "Ella habita" },
            { at: "39:29", startsWith: "Desde allí" },
            { at: "39:30", startsWith: "Sus pollos" },
            { at: "40:1", startsWith: "A más de eso" },
            { at: "40:2", startsWith: "¿Es sabiduría" },
            { at: "40:3", startsWith: "Y respondió Job" },
            { at: "40:4", startsWith: "He aquí que yo soy vil" },
            { at: "40:5", startsWith: "Una vez hablé" },
          ],
        },
      ],
    },
  },
  {
    code: "LUT",
    language: "german",
    name: "Lutherbibel 2017",
    description: "La révision de 2017 de la Bible de Luther, la traduction protestante de référence en allemand.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Allemand actuel qui garde la langue de Luther.",
    fidelityNote: "Traduction fidèle, de tradition littéraire.",
    license: `© Deutsche Bibelgesellschaft. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "German",
  },
  {
    code: "LUT1912",
    language: "german",
    name: "Lutherbibel 1912",
    description: "La Bible de Luther dans sa révision de 1912.",
    difficultyLevel: 4,
    fidelityLevel: 4,
    difficultyNote: "Allemand ancien (daß, ward, spricht der HERR).",
    fidelityNote: "Traduction fidèle, de tradition littéraire.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "German",
    source: {
      path: "de/LUT1912.zefania.xml.gz",
      format: "zefania",
      sha256: "acda46f3a04f4af160ff87788d1c38957d6820e104ebcfb6dc417be9733b0d67",
    },
    upstream: {
      kind: "zip",
      url: encodeURI(`${ZEFANIA}/GER/Lutherbibel/Luther 1912/SF_2009-01-20_GER_LUTH1912_(LUTHER 1912).zip`),
      sha256: "83e73cf1881ac13471b2deb337686070f0a64d8de999169960455e49e794db43",
    },
    corrections: {
      // Luther's Isa 64:1 holds KJV 64:1-2, so his 64:2-11 are KJV 64:3-12.
      anchors: { "Isa.64": "1>64:1 2>64:3" },
      splits: [{ ref: "Isa.64.1", parts: [{ at: "64:2", startsWith: "wie ein heißes Wasser" }] }],
    },
  },
  {
    code: "CEI",
    language: "italian",
    name: "La Sacra Bibbia CEI 2008",
    description: "La traduction officielle de la Conférence épiscopale italienne.",
    difficultyLevel: 2,
    fidelityLevel: 3,
    difficultyNote: "Italien contemporain.",
    fidelityNote: "Traduction équilibrée, destinée à la liturgie.",
    license: `© Fondazione di Religione Santi Francesco d'Assisi e Caterina da Siena. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "DIO1649",
    language: "italian",
    name: "Giovanni Diodati 1649",
    description: "La traduction protestante italienne de Giovanni Diodati, dans son édition de 1649.",
    difficultyLevel: 5,
    fidelityLevel: 4,
    difficultyNote: "Italien du XVIIe siècle, orthographe et tournures anciennes.",
    fidelityNote: "Traduction fidèle aux textes originaux.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "it/DIO1649.zefania.xml.gz",
      format: "zefania",
      sha256: "465b83ab6362a2cd08070d155b2f334b3752775709566005a49916199bda9aaf",
    },
    upstream: {
      kind: "zip",
      url: encodeURI(
        `${ZEFANIA}/ITA/1649 Italian Giovanni Diodati Bibbia/SF_2009-01-23_ITA_ITADIO_(1649 ITALIAN GIOVANNI DIODATI BIBBIA).zip`,
      ),
      sha256: "eee9f2bd26074dd2eea5606965c7e27d52c89943acea68410ecf3e9634570fc2",
    },
  },
  {
    code: "ARC",
    language: "portuguese",
    name: "Almeida Revista e Corrigida",
    description: "La révision « revue et corrigée » de la Bible de João Ferreira de Almeida.",
    difficultyLevel: 4,
    fidelityLevel: 4,
    difficultyNote: "Portugais soutenu et un peu ancien.",
    fidelityNote: "Traduction fidèle au texte reçu.",
    license: `© Sociedade Bíblica do Brasil. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "ALM1911",
    language: "portuguese",
    name: "Almeida 1911",
    description: "La Bible de João Ferreira de Almeida dans son édition de 1911.",
    difficultyLevel: 5,
    fidelityLevel: 4,
    difficultyNote: "Orthographe de 1911 (« creou », « abysmo ») : dépaysante pour un lecteur actuel.",
    fidelityNote: "Traduction fidèle au texte reçu.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "pt/ALM1911",
      format: "json-usfm-books",
      sha256: "5b9a0fc929161f0fc01f3c202c10248021a3e38b1998029436aac86820d7b15a",
    },
    upstream: {
      kind: "files",
      files: [
        ...BOOKS.map((b) => ({ name: `${b.usfm}.json`, url: `${ALMEIDA}/${b.usfm}.json` })),
        { name: "meta.json", url: `${ALMEIDA}/meta.json` },
      ],
      manifestSha256: "5b9a0fc929161f0fc01f3c202c10248021a3e38b1998029436aac86820d7b15a",
    },
  },
  {
    code: "CUV",
    language: "chinese",
    name: "和合本（繁體）",
    description: "La Bible chinoise de l'Union (1919), en caractères traditionnels.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Chinois semi-classique du début du XXe siècle.",
    fidelityNote: "Traduction fidèle, référence des Églises protestantes chinoises.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "zh/CUV.usfx.xml.gz",
      format: "usfx",
      sha256: "00f9e0011e4184a95f3561097fb3a04554acb7cedd4707d439480def983f0a8c",
    },
    upstream: {
      kind: "file",
      url: `${OPEN_BIBLES}/chi-cuv.usfx.xml`,
      sha256: "049e36ec3ee1b5c9bc2c8bfd2ca07f9f1f30398838f692d12ea38a092d41fe4b",
    },
  },
  {
    code: "CUVS",
    language: "chinese",
    name: "和合本（简体）",
    description: "La Bible chinoise de l'Union (1919), en caractères simplifiés.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Chinois semi-classique du début du XXe siècle, en caractères simplifiés.",
    fidelityNote: "Traduction fidèle, référence des Églises protestantes chinoises.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "zh/CUV-simp.usfx.xml.gz",
      format: "usfx",
      sha256: "43539880c3b401a3bf71f1518b38c6fed26a75996179f0daa643a6a3de53032e",
    },
    upstream: {
      kind: "file",
      url: `${OPEN_BIBLES}/chi-cuv-simp.usfx.xml`,
      sha256: "bea9f6e4fd35b70a67e3978ce8b9dc0ad853078e67472653cf1b34f357ae3abf",
    },
  },
  {
    code: "KRV",
    language: "korean",
    name: "개역한글",
    description: "La Bible coréenne révisée (1952, 1961), longtemps la traduction protestante de référence.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Coréen un peu ancien, formes verbales archaïques.",
    fidelityNote: "Traduction fidèle.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "NRSV",
    source: {
      path: "ko/KRV.KorRV.imp.gz",
      format: "imp",
      sha256: "b58d56f2d19c594019b4d1d5fd5ccc6b735c784e603c8c1bab3e230941d062df",
    },
    upstream: { kind: "sword-module", url: `${SCROLLMAPPER}/ko/KorRV/KorRV.zip` },
  },
  {
    code: "NKJV",
    language: "japanese",
    name: "新改訳聖書",
    description: "La « Nouvelle traduction révisée » japonaise (Shinkaiyaku), traduction évangélique de référence.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Japonais contemporain soutenu.",
    fidelityNote: "Traduction fidèle aux textes originaux.",
    license: `© 新日本聖書刊行会. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "JPKOUGO",
    language: "japanese",
    name: "口語訳聖書",
    description: "La traduction japonaise en langue parlée de 1954-1955 (Kōgo-yaku).",
    difficultyLevel: 2,
    fidelityLevel: 3,
    difficultyNote: "Japonais moderne parlé, accessible.",
    fidelityNote: "Traduction équilibrée.",
    license: `${PUBLIC_DOMAIN} (droits échus le 1er janvier 2006) ; texte du module CrossWire JapKougo, complété par une copie sans licence déclarée pour les 473 versets qui lui manquent`,
    distributable: true,
    versification: "KJV",
    source: {
      path: "ja/JPKOUGO-tkacikr",
      format: "json-numbered-books",
      sha256: "cbdeff88b686adbb9ccdd4e205d8e052f756851a3c753e23fe0e86d64b99314a",
      // The scrape lost characters in about 1,200 verses (「モー?よ」, 「§祭」 for 燔祭, mojibake in Gen 24:11).
      cleaner: {
        path: "ja/JPKOUGO.JapKougo.INCOMPLETE.imp.gz",
        format: "imp",
        sha256: "a14549b98494edba79a6012ab170ac68cccec2be15dae0e21b88b103cae28ec4",
      },
    },
    upstream: {
      kind: "files",
      files: [
        ...BOOKS.map((b) => {
          const number = String(b.number).padStart(2, "0");
          return { name: `${number}.json`, url: `${KOUGO}/books/${number}.js` };
        }),
        { name: "info.json", url: `${KOUGO}/info.js` },
      ],
      manifestSha256: "cbdeff88b686adbb9ccdd4e205d8e052f756851a3c753e23fe0e86d64b99314a",
      unwrap: "js-variable",
    },
  },
  {
    code: "JPBUNGO",
    language: "japanese",
    name: "文語訳聖書",
    description:
      "La traduction japonaise en langue classique : Ancien Testament de Meiji, Nouveau Testament de Taishō.",
    difficultyLevel: 5,
    fidelityLevel: 4,
    difficultyNote: "Japonais classique (bungo) : lecture difficile, lectures des kanji fournies.",
    fidelityNote: "Traduction fidèle et littéraire.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "ja/JPBUNGO.JapBungo.imp.gz",
      format: "imp",
      sha256: "259d368ef7f7028073770d98e7c487300409608a2d48351b595b5762936dd9e4",
    },
    upstream: { kind: "sword-module", url: `${SCROLLMAPPER}/ja/JapBungo/JapBungo.zip` },
    corrections: {
      // Exod 7:24 holds KJV 7:24-25 (the seven days after the river was struck).
      splits: [{ ref: "Exod.7.24", parts: [{ at: "7:25", startsWith: "ヱホバ河を撃たまひてより後七日たちぬ" }] }],
    },
  },
  {
    code: "SYNOD",
    language: "russian",
    name: "Синодальный перевод",
    description: "La traduction synodale russe (1876), la Bible de référence des Églises russes.",
    difficultyLevel: 4,
    fidelityLevel: 4,
    difficultyNote: "Russe du XIXe siècle, vocabulaire slavon.",
    fidelityNote: "Traduction fidèle ; ajouts de la Septante entre crochets.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "Synodal",
    source: {
      path: "ru/SYNOD.RusSynodal.imp.gz",
      format: "imp",
      sha256: "7c4ab5355b5ebfd587fdbf7601364b6ebb0353d76e6b844046c0e5d53e2fbd53",
    },
    upstream: { kind: "sword-module", url: `${SCROLLMAPPER}/ru/RusSynodal/RusSynodal.zip` },
  },
  {
    code: "NAV",
    language: "arabic",
    name: "كتاب الحياة",
    description: "La Nouvelle version arabe (Ketab El Hayat), en arabe moderne.",
    difficultyLevel: 2,
    fidelityLevel: 3,
    difficultyNote: "Arabe standard moderne.",
    fidelityNote: "Traduction équilibrée.",
    license: `© Biblica. ${NOT_DISTRIBUTABLE}`,
    distributable: false,
    versification: "KJV",
  },
  {
    code: "SVD",
    language: "arabic",
    name: "ترجمة فاندايك",
    description: "La traduction arabe de Smith et Van Dyck (1865), la plus répandue chez les chrétiens arabophones.",
    difficultyLevel: 4,
    fidelityLevel: 4,
    difficultyNote: "Arabe classique, texte sans voyelles.",
    fidelityNote: "Traduction fidèle.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "KJV",
    source: {
      path: "ar/SVD.zefania.xml.gz",
      format: "zefania",
      sha256: "6aa8b3b08046a644705bfd96ae801b33378ee2c998d74f988f3d310dc680eb89",
      bookOrder: "document",
    },
    upstream: {
      kind: "zip",
      url: encodeURI(
        `${ZEFANIA}/ARA/Smith Van Dyke Arabic Bible/SF_2009-01-20_ARA_ARASVD_(SMITH VAN DYKE ARABIC BIBLE).zip`,
      ),
      sha256: "c3f9121eee205982029156fb218f5d98df54fc5314417da5cb36bdc367b78289",
    },
  },
  {
    code: "UOV",
    language: "ukrainian",
    name: "Переклад Івана Огієнка",
    description: "La traduction ukrainienne d'Ivan Ohienko (1962), la plus lue en Ukraine.",
    difficultyLevel: 3,
    fidelityLevel: 4,
    difficultyNote: "Ukrainien littéraire, accents toniques marqués.",
    fidelityNote: "Traduction fidèle au texte hébreu et grec.",
    license: PUBLIC_DOMAIN,
    distributable: true,
    versification: "Orthodox",
    source: {
      path: "uk/UOV.UkrOgienko.imp.gz",
      format: "imp",
      sha256: "ed4121e1b569ec618b6d2eaf0ab226d996b6507256f0bc119d8e7b6a8d4f5b65",
    },
    upstream: { kind: "sword-module", url: `${SCROLLMAPPER}/uk/UkrOgienko/UkrOgienko.zip` },
  },
];

const byCode = new Map(CATALOG.map((entry) => [entry.code.toUpperCase(), entry]));

export function findCatalogEntry(code: string): CatalogEntry | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** The versions we ship: every distributable entry with a stored source. `pnpm bible:install` installs them all. */
export const DEFAULT_INSTALL_SET: readonly string[] = CATALOG.filter((e) => e.distributable && e.source).map(
  (e) => e.code,
);
