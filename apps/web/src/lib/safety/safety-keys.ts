/** Query keys of the writers' safety data (the crisis card), shared by the feed, chat, journal and mood. */
export const safetyKeys = {
  all: ["safety"] as const,
  help: () => [...safetyKeys.all, "help"] as const,
};
