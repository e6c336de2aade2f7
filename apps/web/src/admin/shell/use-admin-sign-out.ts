import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { signOut } from "./api/sign-out.ts";

/** Ends the session on the server, forgets every cached answer, and goes to the sign-in page. */
export function useAdminSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => {});
    queryClient.clear();
    navigate("/auth", { replace: true });
  };
}
