// Query keys of the member's trusted contact: read by the crisis card ("Tell {name}") and edited on the
// safety plan screen, so it is shared data here rather than one feature's.
export const trustedContactKeys = {
  all: ["trusted-contact"] as const,
  contact: () => [...trustedContactKeys.all, "contact"] as const,
};
