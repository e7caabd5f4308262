// az 0.2.3 (Az.js) ships no types; these are the parts the Russian analyzer calls.
declare module "az" {
  type Tag = {
    POS?: string;
    CAse?: string;
    GNdr?: string;
    NMbr?: string;
    ASpc?: string;
    [grammeme: string]: unknown;
    toString(): string;
  };
  type Parse = {
    word: string;
    tag: Tag;
    score: number;
    normalize(): Parse;
    inflect(grammemes: string[]): Parse | false;
  };
  const Az: {
    Morph: ((word: string) => Parse[]) & { init(path: string, callback: (error?: unknown) => void): void };
  };
  export default Az;
  export type { Parse, Tag };
}
