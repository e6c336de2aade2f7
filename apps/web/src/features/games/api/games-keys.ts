/** Query keys of the games feature (the challenge is the member's own). */
export const gamesKeys = {
  all: ["games"] as const,
  anxietyChallenge: () => [...gamesKeys.all, "anxiety-challenge"] as const,
};
