// PostgreSQL's `to_tsvector` for the documents its default parser can only cut into plain words, put together in
// JavaScript; the others are left to PostgreSQL itself. Used by the stemming worker (stemmer.worker.ts), which Node
// runs with its types stripped: no project import here.
//
// Why: the parser is most of `to_tsvector`'s time over a Bible, run again on each of its 800,000 words, while a
// version has some 20,000 different ones. Here each document is cut in JavaScript, each new word is given once to the
// dictionary `to_tsvector` would give it (ts_lexize), and the tsvector is put together as PostgreSQL does (ts_parse.c,
// tsvector.c: a position per word, stop words included; the lexemes sorted bytewise, each with its positions).
//
// When is a document only words? The default parser (wparser_def.c) reads a letter as the start of a word, and a
// character that is neither a letter nor a digit as a blank, except for a few ASCII characters that start or continue
// something else: a tag (<), an entity (&), a path (~ / and . before a letter or digit), a signed number (- +), an
// email (@), a host (_ after a word, . between words), a hyphenated word (-), a URL (: before //). A document with
// one of those, a digit, or a character that reads as neither a letter nor a blank everywhere (see
// `CharacterKinds`) is not cut here. The stemming test compares both ways on random text (stemmer.test.ts).

/** What a character is to the default parser, as far as a plain document goes. */
const UNKNOWN = 0;
/** Reads as a letter anywhere (starts a word, continues an ASCII word and a non-ASCII one). */
const LETTER = 1;
/** Reads as a blank anywhere: ends a word, never starts one. */
const BLANK = 2;
/** Anything else (digits, the ASCII characters above, marks that continue a word but do not start one…). */
const OTHER = 3;
/** '.': a blank unless an ASCII letter or digit follows (then a host or a file name may start). */
const DOT = 4;

/** The longest word cut here, in UTF-16 code units: PostgreSQL ignores words of 2047 bytes or more (MAXSTRLEN). */
const MAX_WORD = 600;
/** Positions above this are all stored as it (MAXENTRYPOS - 1), and a lexeme keeps 255 positions (MAXNUMPOS - 1). */
const MAX_POSITION = 16383;
const MAX_POSITIONS = 255;

/** The ASCII characters that are blanks wherever they stand (see the header). */
const ASCII_BLANKS = " \t\n\r\v\f!\"#$%'()*,:;=>?[\\]^`{|}";

/**
 * The kind of every character of the Basic Multilingual Plane. ASCII is known; the others are learnt from the
 * database (PROBE_SQL, then `learn`) the first time a document has them: their kind depends on its character
 * classes (the C library's, for its locale), which only the database itself can answer.
 */
export class CharacterKinds {
  readonly kinds = new Uint8Array(0x10000);

  constructor() {
    const kinds = this.kinds;
    kinds.fill(OTHER, 0, 0x80);
    for (let c = 0x41; c <= 0x5a; c++) kinds[c] = LETTER;
    for (let c = 0x61; c <= 0x7a; c++) kinds[c] = LETTER;
    for (const c of ASCII_BLANKS) kinds[c.charCodeAt(0)] = BLANK;
    kinds[0x2e] = DOT;
    // Surrogates: a character outside the Basic Multilingual Plane is not cut here (its UTF-8 order differs too).
    kinds.fill(OTHER, 0xd800, 0xe000);
  }

  /** The characters of `texts` whose kind is not known yet, each once. */
  unknown(texts: readonly string[]): string[] {
    const kinds = this.kinds;
    const found = new Set<number>();
    for (const text of texts) {
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (kinds[code] === UNKNOWN) found.add(code);
      }
    }
    return [...found].map((code) => String.fromCharCode(code));
  }

  /** Records what the database answered for `character` (see PROBE_SQL). */
  learn(character: string, probe: ProbeAnswer): void {
    this.kinds[character.charCodeAt(0)] = kindOf(character, probe);
  }
}

/**
 * What the default parser makes of a character alone, between two ASCII letters and between two non-ASCII letters:
 * its tokens, each as [token type id, text]. Asked by PROBE_SQL.
 */
export type ProbeAnswer = { alone: [number, string][]; ascii: [number, string][]; other: [number, string][] };

/** The default parser's token type ids (wparser_def.c) for a word of ASCII letters, of any letters, and a blank. */
const ASCIIWORD = 1;
const WORD = 2;
const SPACE = 12;

/** The probes of PROBE_SQL: the character between two ASCII letters, and between two non-ASCII ones. */
const ASCII_SIDE = "a";
const OTHER_SIDE = "é";

/** Per character ($1, an array): its tokens alone, between 'a's and between 'é's. */
export const PROBE_SQL = `
  select c.ch as character,
    (select coalesce(json_agg(json_build_array(t.tokid, t.token)), '[]') from ts_parse('default', c.ch) t) as alone,
    (select coalesce(json_agg(json_build_array(t.tokid, t.token)), '[]')
       from ts_parse('default', '${ASCII_SIDE}' || c.ch || '${ASCII_SIDE}') t) as ascii,
    (select coalesce(json_agg(json_build_array(t.tokid, t.token)), '[]')
       from ts_parse('default', '${OTHER_SIDE}' || c.ch || '${OTHER_SIDE}') t) as other
  from unnest($1::text[]) as c(ch)`;

function same(tokens: [number, string][], expected: [number, string][]): boolean {
  return (
    tokens.length === expected.length &&
    tokens.every(([type, text], i) => type === expected[i]?.[0] && text === expected[i]?.[1])
  );
}

/** A letter reads as one word alone and inside words; a blank as a blank alone and between words. */
function kindOf(character: string, { alone, ascii, other }: ProbeAnswer): number {
  const inAscii = `${ASCII_SIDE}${character}${ASCII_SIDE}`;
  const inOther = `${OTHER_SIDE}${character}${OTHER_SIDE}`;
  if (same(alone, [[WORD, character]]) && same(ascii, [[WORD, inAscii]]) && same(other, [[WORD, inOther]])) {
    return LETTER;
  }
  const blank = same(alone, [[SPACE, character]]);
  if (
    blank &&
    same(ascii, [
      [ASCIIWORD, ASCII_SIDE],
      [SPACE, character],
      [ASCIIWORD, ASCII_SIDE],
    ]) &&
    same(other, [
      [WORD, OTHER_SIDE],
      [SPACE, character],
      [WORD, OTHER_SIDE],
    ])
  ) {
    return BLANK;
  }
  return OTHER;
}

/**
 * The words of a document in order, or undefined if the default parser could read it as anything else (see the
 * header) or if it has a character whose kind is not known yet (`CharacterKinds.unknown`).
 */
export function plainWords(kinds: CharacterKinds, text: string): string[] | undefined {
  const table = kinds.kinds;
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const kind = table[text.charCodeAt(i)];
    if (kind === LETTER) {
      if (start < 0) start = i;
      continue;
    }
    if (kind === DOT) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if ((next >= 0x30 && next <= 0x39) || (next < 0x80 && table[next] === LETTER)) return undefined;
    } else if (kind !== BLANK) return undefined;
    if (start >= 0) {
      if (i - start > MAX_WORD) return undefined;
      words.push(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) {
    if (text.length - start > MAX_WORD) return undefined;
    words.push(text.slice(start));
  }
  return words.length > MAX_POSITION ? undefined : words;
}

/**
 * A word as PostgreSQL stems it alone: its lexeme ('' and id 0 for a stop word, which takes a position and stores
 * nothing) and that lexeme as the COPY text of a tsvector writes it.
 */
export type Stem = { id: number; lexeme: string; quoted: string };

/**
 * The words of $2 (one a line) given to the dictionary $1 as `to_tsvector` gives it a word, answered as one text
 * (a row of an array per word took a sixth longer): a line per word, in order, with its lexeme;
 * an empty line for a stop word (a position, nothing stored); \x01 where the dictionary does not know the word (it
 * would take no position), \x02 where it answers several lexemes. Read by `lexized`.
 */
export const LEXIZE_SQL = `
  select coalesce(string_agg(case when x.lexemes is null then E'\\x01' when cardinality(x.lexemes) = 0 then ''
      when cardinality(x.lexemes) = 1 then x.lexemes[1] else E'\\x02' end, E'\\n' order by x.n), '') as lexemes
  from (select w.n, ts_lexize($1::regdictionary, w.word) as lexemes
    from string_to_table($2::text, E'\\n') with ordinality as w(word, n)) as x`;

/**
 * LEXIZE_SQL's answer for `words`: per word its lexeme ('' for a stop word), null where the dictionary does not know
 * it or answers several (not cut here); undefined if the answer cannot be read.
 */
export function lexized(words: readonly string[], answer: string): (string | null)[] | undefined {
  const lines = words.length === 0 ? [] : answer.split("\n");
  if (lines.length !== words.length) return undefined; // a lexeme with a line break
  return lines.map((line) => (line === "\x01" || line === "\x02" ? null : line));
}

/**
 * Whether the configuration $1 reads with the default parser, and the dictionaries it gives a word of ASCII letters
 * and a word of any letters (only one each is handled here, as every shipped configuration has).
 */
export const CONFIG_SQL = `
  select (select p.prsname = 'default' and p.prsnamespace = 'pg_catalog'::regnamespace from pg_ts_parser p
      where p.oid = c.cfgparser) as default_parser,
    array(select m.mapdict::regdictionary::text from pg_ts_config_map m
      where m.mapcfg = c.oid and m.maptokentype = ${ASCIIWORD} order by m.mapseqno) as ascii_words,
    array(select m.mapdict::regdictionary::text from pg_ts_config_map m
      where m.mapcfg = c.oid and m.maptokentype = ${WORD} order by m.mapseqno) as words
  from pg_ts_config c where c.oid = $1::regconfig`;
export type ConfigRow = { default_parser: boolean | null; ascii_words: string[]; words: string[] };

/** The dictionaries of a configuration (CONFIG_SQL) for ASCII words and the others, if its words can be cut here. */
export function configDictionaries(row: ConfigRow | undefined): { ascii: string; other: string } | undefined {
  if (!row?.default_parser || row.ascii_words.length !== 1 || row.words.length !== 1) return undefined;
  return { ascii: row.ascii_words[0] as string, other: row.words[0] as string };
}

/** Whether a word (of letters) is all ASCII: the parser calls it an asciiword, the others a word. */
export const isAsciiWord = (word: string) => /^[\0-\x7f]*$/.test(word);

/** A stop word's stem. */
const STOP: Stem = { id: 0, lexeme: "", quoted: "" };

/**
 * The stems of the words met with one text-search configuration: each lexeme has one Stem, with its own id (1, 2…),
 * whatever the words it is the stem of.
 */
export class Stems {
  readonly words = new Map<string, Stem | null>();
  private readonly lexemes = new Map<string, Stem>();

  /** Records a word's lexeme (see `lexized`): '' for a stop word, null if it is not cut here. */
  learn(word: string, lexeme: string | null): void {
    this.words.set(word, lexeme === null ? null : lexeme === "" ? STOP : this.stemOf(lexeme));
  }

  private stemOf(lexeme: string): Stem {
    let stem = this.lexemes.get(lexeme);
    if (!stem) {
      stem = { id: this.lexemes.size + 1, lexeme, quoted: quotedLexeme(lexeme) };
      this.lexemes.set(lexeme, stem);
    }
    return stem;
  }
}

/** A lexeme as tsvector's text writes it ('…', quote and backslash doubled), then escaped for COPY's text format. */
function quotedLexeme(lexeme: string): string {
  const quoted = `'${lexeme.replace(/'/g, "''").replace(/\\/g, "\\\\")}'`;
  return copyEscape(quoted);
}

/** What COPY's text format reads specially: backslash, tab, newline and carriage return. */
function copyEscape(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, "\\\\").replace(/\t/g, "\\t").replace(/\n/g, "\\n").replace(/\r/g, "\\r")
    : text;
}

/** Position numbers as text, made once. */
const POSITION_TEXT: string[] = [];
for (let i = 0; i <= 1024; i++) POSITION_TEXT.push(String(i));
const positionText = (position: number) => POSITION_TEXT[position] ?? String(position);

/** The document being put together (reused from one to the next): its lexemes by stem id, in order of appearance. */
let stamp = new Int32Array(1024);
let slotOf = new Int32Array(1024);
let generation = 0;
const slotStems: Stem[] = [];
const slotPositions: string[] = [];
const slotCounts: number[] = [];

/**
 * The tsvector of a document's words (as COPY text), each stemmed by `stems` (see Stem); undefined if a word has no
 * stem (the document is then left to the database).
 */
export function tsvectorText(words: readonly string[], stems: ReadonlyMap<string, Stem | null>): string | undefined {
  generation++;
  let slots = 0;
  for (let i = 0; i < words.length; i++) {
    const stem = stems.get(words[i] as string);
    if (stem === undefined || stem === null) return undefined;
    if (stem.id === 0) continue; // a stop word: its position is taken, nothing is stored
    const id = stem.id;
    if (id >= stamp.length) {
      const grown = new Int32Array(Math.max(id + 1, stamp.length * 2));
      grown.set(stamp);
      stamp = grown;
      const slotsGrown = new Int32Array(grown.length);
      slotsGrown.set(slotOf);
      slotOf = slotsGrown;
    }
    if (stamp[id] !== generation) {
      stamp[id] = generation;
      slotOf[id] = slots;
      slotStems[slots] = stem;
      slotPositions[slots] = positionText(i + 1);
      slotCounts[slots] = 1;
      slots++;
    } else {
      const slot = slotOf[id] as number;
      if ((slotCounts[slot] as number) >= MAX_POSITIONS) return undefined;
      slotCounts[slot] = (slotCounts[slot] as number) + 1;
      slotPositions[slot] = `${slotPositions[slot]},${positionText(i + 1)}`;
    }
  }
  // Insertion sort of the few lexemes by their text. Code unit order is UTF-8's byte order here: no document with a
  // surrogate is cut (see CharacterKinds).
  for (let i = 1; i < slots; i++) {
    const stem = slotStems[i] as Stem;
    const positions = slotPositions[i] as string;
    let j = i - 1;
    while (j >= 0 && (slotStems[j] as Stem).lexeme > stem.lexeme) {
      slotStems[j + 1] = slotStems[j] as Stem;
      slotPositions[j + 1] = slotPositions[j] as string;
      j--;
    }
    slotStems[j + 1] = stem;
    slotPositions[j + 1] = positions;
  }
  let text = "";
  for (let i = 0; i < slots; i++) {
    text +=
      i === 0
        ? `${(slotStems[i] as Stem).quoted}:${slotPositions[i]}`
        : ` ${(slotStems[i] as Stem).quoted}:${slotPositions[i]}`;
  }
  return text;
}
