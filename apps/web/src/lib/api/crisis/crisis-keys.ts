/** Query keys of the crisis card's data (the earliest expert slot), shared by the feed, chat, journal and mood. */
export const crisisKeys = {
  all: ["crisis"] as const,
  help: () => [...crisisKeys.all, "help"] as const,
};
