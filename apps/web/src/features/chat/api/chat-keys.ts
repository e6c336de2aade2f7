/** Query keys of the chat feature, from one place. */
export const chatKeys = {
  all: ["chat"] as const,
  conversations: () => [...chatKeys.all, "conversations"] as const,
  messages: (partnerId: string) => [...chatKeys.all, "messages", partnerId] as const,
  /** People found by the conversation list's search box (outside `all`: a resync does not refetch it). */
  search: (q: string) => ["chat-search", q] as const,
};
