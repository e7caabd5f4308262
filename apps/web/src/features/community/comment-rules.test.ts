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
  it("maps the three server messages of SPEC §8", () => {
    expect(commentErrorMessageKey("401: authentication required")).toBe("toast.comment.authRequired");
    expect(commentErrorMessageKey("Comment is too long (max 1000)")).toBe("toast.comment.tooLong");
    expect(commentErrorMessageKey("Content is required")).toBe("toast.comment.contentRequired");
  });

  it("falls back to the generic failure", () => {
    expect(commentErrorMessageKey("500: Internal Server Error")).toBe("toast.comment.failed");
    expect(commentErrorMessageKey("")).toBe("toast.comment.failed");
  });
});
