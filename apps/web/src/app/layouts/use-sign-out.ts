import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "../../features/auth/api/sign-out.ts";
import { realtime } from "../../lib/realtime-client.ts";

/** Signs out on the server, forgets everything cached, and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => {});
    realtime.stop();
    queryClient.clear();
    for (const key of Object.keys(sessionStorage)) if (key.startsWith("saathi:")) sessionStorage.removeItem(key);
    navigate("/auth", { replace: true });
  };
}
