/** Query keys of the Health Bot, from one place. */
export const healthbotKeys = {
  all: ["healthbot"] as const,
  conversation: () => [...healthbotKeys.all, "conversation"] as const,
};
