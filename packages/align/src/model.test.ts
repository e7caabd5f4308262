import { describe, expect, it } from "vitest";
import { rowCloseness } from "./model.ts";

/** E[-|x - (c + 0.5)/C|] over the columns, each weighted by e^(λ·closeness), summed column by column. */
function summed(lambda: number, x: number, columns: number): number {
  let z = 0;
  let weighted = 0;
  for (let c = 0; c < columns; c++) {
    const closeness = -Math.abs((c + 0.5) / columns - x);
    const value = Math.exp(lambda * closeness);
    z += value;
    weighted += value * closeness;
  }
  return weighted / z;
}

describe("the expected distance from the diagonal in closed form", () => {
  it("equals the column-by-column sum for every row of verse shapes from 1 to 120 words", () => {
    for (const lambda of [0.5, 4, 8, 15, 29.9]) {
      for (const [rows, columns] of [
        [1, 1],
        [1, 7],
        [7, 1],
        [3, 5],
        [20, 23],
        [120, 40],
        [40, 120],
      ] as const) {
        for (let r = 0; r < rows; r++) {
          const x = (r + 0.5) / rows;
          expect(rowCloseness(lambda, x, columns)).toBeCloseTo(summed(lambda, x, columns), 10);
        }
      }
    }
  });
});
