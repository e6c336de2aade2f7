import { USERNAME_CHECK_DEBOUNCE_MS, USERNAME_MIN } from "@saathi/contract/constants";
import { useEffect, useState } from "react";
import { checkUsername } from "../api/check-username.ts";

export type Availability = "idle" | "checking" | "available" | "taken";

/** Live username check after a 500 ms pause: idle, checking, available or taken (own name is free). */
export function useUsernameAvailability(username: string, ownUsername?: string | null): Availability {
  const [state, setState] = useState<Availability>("idle");
  useEffect(() => {
    const name = username.trim();
    if (name.length < USERNAME_MIN || /[^A-Za-z0-9_.]/.test(name)) return setState("idle");
    if (ownUsername && name.toLowerCase() === ownUsername.toLowerCase()) return setState("available");
    setState("checking");
    const controller = new AbortController();
    const t = setTimeout(() => {
      checkUsername(name, controller.signal)
        .then((r) => setState(r.available ? "available" : "taken"))
        .catch(() => {
          if (!controller.signal.aborted) setState("idle");
        });
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(t);
      controller.abort();
    };
  }, [username, ownUsername]);
  return state;
}
