/** Query keys of the dev outbox, from one place. */
export const devOutboxKeys = {
  messages: (to: string) => ["dev-outbox", to] as const,
};
