/** Query keys of the account-deletion feature, from one place. */
export const accountDeletionKeys = {
  all: ["account-deletion"] as const,
  status: () => [...accountDeletionKeys.all, "status"] as const,
};
