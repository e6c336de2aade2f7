import { Navigate } from "react-router";
import { useMe } from "../../lib/api/session/get-me.ts";
import { PageLoading } from "./page-loading.tsx";

/**
 * /expert/expertPage (a route of the spec with no screen of its own) goes where a person expects: an
 * expert to their own public page, a member to the experts' directory.
 */
export function ExpertPageRedirect() {
  const me = useMe();
  if (!me.data) return <PageLoading />;
  const username = me.data.profile?.username;
  const own = me.data.user?.role === "expert" && username;
  return <Navigate to={own ? `/expert/@${username}` : "/expert/expertList"} replace />;
}
