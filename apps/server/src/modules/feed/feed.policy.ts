// Who may delete what in the feed. Seeing a post or its comments is follows.policy.ts's canSeeContent.

/** Only its author may delete a post or a comment. */
export const isAuthor = (userId: string, authorId: string) => authorId === userId;
