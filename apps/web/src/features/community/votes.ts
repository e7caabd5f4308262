export type VoteType = 1 | -1;

export type UserVote = { questionId: number; voteType: number };

/** The reader's own vote per question, from the user-votes list. */
export function votesByQuestion(votes: readonly UserVote[]): Map<number, VoteType> {
  const byQuestion = new Map<number, VoteType>();
  for (const vote of votes) {
    if (vote.voteType === 1 || vote.voteType === -1) byQuestion.set(vote.questionId, vote.voteType);
  }
  return byQuestion;
}

/** Repeating the vote one already has is blocked before any request (SPEC §4). */
export function isDuplicateVote(current: VoteType | undefined, requested: VoteType): boolean {
  return current === requested;
}

/** The total once `next` replaces the reader's `previous` vote: switching sides moves it by two. */
export function totalAfterVote(total: number, previous: VoteType | undefined, next: VoteType): number {
  return total - (previous ?? 0) + next;
}
