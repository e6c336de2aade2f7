import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "../../features/auth/api/sign-out.ts";
import { realtime } from "../../lib/realtime-client.ts";

/** Signs out on the server, forgets everything cached, and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // The socket first: the server closes it when the session ends (4401), and a close seen while this
    // sign-out is on its way would read as "signed out elsewhere" and send the page to '/' instead.
    realtime.stop();
    await signOut().catch(() => {});
    queryClient.clear();
    for (const key of Object.keys(sessionStorage)) if (key.startsWith("saathi:")) sessionStorage.removeItem(key);
    navigate("/auth", { replace: true });
  };
}
