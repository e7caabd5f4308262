import { COMMENT_MAX_LENGTH, commentContent } from "@bible/api/schemas";
import type { TranslationKey } from "@bible/i18n";
import type { ClientError } from "@/lib/errors";

/** The server's limit (SPEC §5, §9); the textarea enforces it too. */
export { COMMENT_MAX_LENGTH };

export type CommentFormState = { content: string; posting: boolean; signedIn: boolean };

export function canPostComment({ content, posting, signedIn }: CommentFormState): boolean {
  return signedIn && !posting && commentContent.safeParse(content).success;
}

/**
 * The toast text for a failed comment (SPEC §8, where the spec's server said 'authentication required',
 * 'too long' and 'content is required'): signed out, content over the limit, content missing or blank;
 * anything else gets the generic text.
 */
export function commentErrorMessageKey(error: ClientError): TranslationKey {
  switch (error.code) {
    case "UNAUTHORIZED":
      return "toast.comment.authRequired";
    case "BAD_REQUEST":
      if (error.field !== "content") return "toast.comment.failed";
      return error.rule === "too_big" ? "toast.comment.tooLong" : "toast.comment.contentRequired";
    default:
      return "toast.comment.failed";
  }
}
