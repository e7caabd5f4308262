/** Inverts verb tables into a form → infinitives index, so a conjugated form finds its verb. */
export class InflectionIndex {
  private readonly forms = new Map<string, string | string[]>();

  add(form: string | null | undefined, infinitive: string): void {
    if (!form || form === "NA") return;
    const key = form.toLowerCase();
    const known = this.forms.get(key);
    if (known === undefined) this.forms.set(key, infinitive);
    else if (typeof known === "string") {
      if (known !== infinitive) this.forms.set(key, [known, infinitive]);
    } else if (!known.includes(infinitive)) known.push(infinitive);
  }

  lookup(form: string): string[] {
    const known = this.forms.get(form.toLowerCase());
    if (known === undefined) return [];
    return typeof known === "string" ? [known] : known;
  }

  get size(): number {
    return this.forms.size;
  }
}

/** Picks the verb among homographs ("suis": être or suivre) by the order of a frequency list. */
export function preferFrequent(infinitives: string[], frequent: readonly string[]): string | null {
  const ranked = [...infinitives].sort((a, b) => rank(a, frequent) - rank(b, frequent));
  return ranked[0] ?? null;
}

function rank(verb: string, frequent: readonly string[]): number {
  const index = frequent.indexOf(verb);
  return index < 0 ? frequent.length : index;
}

/** Lower-cases, folds the typographic apostrophe and drops an elided article or pronoun (l’, qu’, s’). */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(?:[ldjmnstc]|qu|jusqu|lorsqu|puisqu)'/, "");
}
