// Who may delete what in the feed. Seeing a post or its comments is follows.policy.ts's canSeeContent.

/** Only its author may delete a post or a comment. */
export const isAuthor = (userId: string, authorId: string) => authorId === userId;

/** A member marks others' posts helpful, never their own (the Uplift Feed ranks by it). */
export const mayMarkHelpful = (userId: string, authorId: string) => !isAuthor(userId, authorId);
