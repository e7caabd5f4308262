import { describe, expect, it } from "vitest";
import { COMMENT_MAX_LENGTH, canPostComment, commentErrorMessageKey } from "./comment-rules";

describe("canPostComment", () => {
  const ready = { content: "Merci pour cette réponse", posting: false, signedIn: true };

  it("allows a signed-in reader with some text", () => {
    expect(canPostComment(ready)).toBe(true);
  });

  it("refuses text that is blank once trimmed", () => {
    expect(canPostComment({ ...ready, content: "   \n\t " })).toBe(false);
    expect(canPostComment({ ...ready, content: "" })).toBe(false);
  });

  it("refuses while a comment is being posted", () => {
    expect(canPostComment({ ...ready, posting: true })).toBe(false);
  });

  it("refuses a guest", () => {
    expect(canPostComment({ ...ready, signedIn: false })).toBe(false);
  });

  it("accepts 1000 characters and refuses 1001", () => {
    expect(canPostComment({ ...ready, content: "a".repeat(COMMENT_MAX_LENGTH) })).toBe(true);
    expect(canPostComment({ ...ready, content: "a".repeat(COMMENT_MAX_LENGTH + 1) })).toBe(false);
  });
});

describe("commentErrorMessageKey", () => {
  it("gives SPEC §8's three texts: signed out, too long, missing content", () => {
    const signedOut = {
      code: "UNAUTHORIZED",
      message: "authentication required: Vous devez être connecté pour commenter.",
    } as const;
    expect(commentErrorMessageKey(signedOut)).toBe("toast.comment.authRequired");
    const tooLong = { code: "BAD_REQUEST", message: "…", field: "content", rule: "too_big" } as const;
    expect(commentErrorMessageKey(tooLong)).toBe("toast.comment.tooLong");
    expect(commentErrorMessageKey({ ...tooLong, rule: "too_small" })).toBe("toast.comment.contentRequired");
    expect(commentErrorMessageKey({ ...tooLong, rule: "invalid_type" })).toBe("toast.comment.contentRequired");
  });

  it("falls back to the generic failure, whatever the message says", () => {
    expect(commentErrorMessageKey({ code: "INTERNAL_SERVER_ERROR", message: "content too long" })).toBe(
      "toast.comment.failed",
    );
    expect(commentErrorMessageKey({ code: "BAD_REQUEST", message: "…", field: "id", rule: "too_small" })).toBe(
      "toast.comment.failed",
    );
    expect(commentErrorMessageKey({ code: "NETWORK", message: "Failed to fetch" })).toBe("toast.comment.failed");
  });
});
