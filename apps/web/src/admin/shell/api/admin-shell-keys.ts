/** Query keys of the console's shell (who the staff member is, the second factor), from one place. */
export const adminShellKeys = {
  /** Root of every console query: signing out of the console forgets them all. */
  all: ["admin"] as const,
  me: () => [...adminShellKeys.all, "me"] as const,
  secondFactor: () => [...adminShellKeys.all, "second-factor"] as const,
};
