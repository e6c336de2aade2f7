// /under-13: where a child under 13 lands after a Google or Microsoft sign-in once their account has been
// erased (a public page: they are signed out): the helplines, Childline 1098 first, and the free tools.
import { useNavigate } from "react-router";
import { UnderThirteen } from "./under-thirteen.tsx";

export function UnderThirteenPage() {
  const navigate = useNavigate();
  return (
    <main className="mx-auto w-full max-w-md px-4 py-6">
      <UnderThirteen onBack={() => navigate("/")} />
    </main>
  );
}
