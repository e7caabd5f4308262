import { findBook } from "@bible/canon";

// findBook folds the case and accents of any name it is given (a Unicode normalisation per call); the data sets
// name the same few dozen books hundreds of thousands of times (the cross-references twice a line).
const numbers = new Map<string, number | null>();

/** The number of the book `name` names (as findBook reads it), or null. */
export function bookNumber(name: string): number | null {
  let number = numbers.get(name);
  if (number === undefined) {
    number = findBook(name)?.number ?? null;
    numbers.set(name, number);
  }
  return number;
}
