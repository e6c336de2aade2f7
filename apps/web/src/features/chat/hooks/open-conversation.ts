import { useSyncExternalStore } from "react";

// Which conversation is on screen (a message from that partner is read at once, spec §4).
let open: string | null = null;
const listeners = new Set<() => void>();

export function setOpenConversation(partnerId: string | null): void {
  open = partnerId;
  for (const l of listeners) l();
}

export const getOpenConversation = () => open;

export function useOpenConversation(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
  );
}
