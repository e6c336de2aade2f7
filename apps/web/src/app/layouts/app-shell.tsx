import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { signOut } from "../../features/auth/api/auth-requests.ts";
import { useMe } from "../../features/auth/api/get-me.ts";

const MEMBER_LINKS = [
  ["/feed", "Feed"],
  ["/expert", "Experts"],
  ["/wellness", "Wellness"],
  ["/games", "Games"],
  ["/notification", "Notification"],
] as const;
const EXPERT_LINKS = [
  ["/expert/feed", "Feed"],
  ["/expert/vendorbooking", "Booking"],
] as const;

/** The signed-in frame: a header with the main sections and Logout. */
export function AppShell() {
  const { data } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const links = data?.user?.role === "expert" ? EXPERT_LINKS : MEMBER_LINKS;

  const logout = async () => {
    setLeaving(true);
    await signOut().catch(() => {});
    queryClient.clear();
    navigate("/auth", { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 border-b border-brand-100 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <NavLink to={links[0][0]} className="flex items-center gap-2 text-lg font-bold text-brand-700">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Saathi
          </NavLink>
          <nav aria-label="Main" className="hidden flex-1 gap-1 md:flex">
            {links.map(([to, label]) => (
              <NavLink
                key={to}
                to={to}
                end
                className={({ isActive }) =>
                  `rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-muted hover:text-ink"}`
                }
              >
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto">
            <Button variant="ghost" onClick={logout} busy={leaving} busyText="Logging out...">
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
