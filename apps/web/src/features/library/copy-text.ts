/** A saved verse as it is copied: "quote - reference" (SPEC §2). */
export function verseCopyText(text: string, reference: string): string {
  return `"${text.trim()}" - ${reference}`;
}

/** A saved Q&A as it is copied: the question, the answer, then where it was asked. */
export function qaCopyText(question: string, answer: string, reference: string): string {
  return `${question.trim()}\n\n${answer.trim()}\n\n- ${reference}`;
}

/** 'Jean 3:16' with a verse, 'Jean 3' without: the plain text for the clipboard (the screen uses passageReference). */
export function formatReference(bookName: string, chapter: number, verse?: number | null): string {
  return verse ? `${bookName} ${chapter}:${verse}` : `${bookName} ${chapter}`;
}
