import { describe, expect, it } from "vitest";
import { isDuplicateVote, totalAfterVote, votesByQuestion } from "./votes";

describe("votes", () => {
  it("indexes the reader's votes by question and ignores malformed ones", () => {
    const votes = votesByQuestion([
      { questionId: 1, voteType: 1 },
      { questionId: 2, voteType: -1 },
      { questionId: 3, voteType: 0 },
    ]);
    expect(votes.get(1)).toBe(1);
    expect(votes.get(2)).toBe(-1);
    expect(votes.has(3)).toBe(false);
  });

  it("blocks the same vote twice but allows switching", () => {
    expect(isDuplicateVote(1, 1)).toBe(true);
    expect(isDuplicateVote(-1, -1)).toBe(true);
    expect(isDuplicateVote(1, -1)).toBe(false);
    expect(isDuplicateVote(undefined, 1)).toBe(false);
  });

  it("moves the total by one for a first vote and by two for a switch", () => {
    expect(totalAfterVote(4, undefined, 1)).toBe(5);
    expect(totalAfterVote(4, undefined, -1)).toBe(3);
    expect(totalAfterVote(5, 1, -1)).toBe(3);
    expect(totalAfterVote(3, -1, 1)).toBe(5);
  });
});
