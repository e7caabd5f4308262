export { installOriginalBooks, installVersionBooks } from "./books";
export { BIBLES_DIR, LEXICON_DIR } from "./sources";
