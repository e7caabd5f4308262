import type { TranslationKey } from "@bible/i18n";

/** The server's limit (SPEC §5, §9); the textarea enforces it too. */
export const COMMENT_MAX_LENGTH = 1000;

export type CommentFormState = { content: string; posting: boolean; signedIn: boolean };

export function canPostComment({ content, posting, signedIn }: CommentFormState): boolean {
  const trimmed = content.trim();
  return signedIn && !posting && trimmed.length > 0 && content.length <= COMMENT_MAX_LENGTH;
}

/**
 * The toast text for a failed comment (SPEC §8): three server messages have their own text,
 * anything else gets the generic one.
 */
export function commentErrorMessageKey(serverMessage: string): TranslationKey {
  const message = serverMessage.toLowerCase();
  if (message.includes("authentication required")) return "toast.comment.authRequired";
  if (message.includes("too long")) return "toast.comment.tooLong";
  if (message.includes("content is required")) return "toast.comment.contentRequired";
  return "toast.comment.failed";
}
