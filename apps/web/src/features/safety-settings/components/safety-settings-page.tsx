// Safety settings (issue 16): sensitive themes, and the people I blocked or muted, each with undo.
// A small panel for now; issue 17 moves it into /settings.
import { SENSITIVE_THEME_LABEL, SENSITIVE_THEMES, type SensitiveTheme } from "@saathi/contract/safety";
import { useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toaster.tsx";
import { useBlocked } from "../../../lib/safety/get-blocked.ts";
import { useMuted } from "../../../lib/safety/get-muted.ts";
import { useSensitiveThemes } from "../../../lib/safety/get-sensitive-themes.ts";
import { safetyKeys } from "../../../lib/safety/safety-keys.ts";
import { setSensitiveThemes } from "../../../lib/safety/set-sensitive-themes.ts";
import { unblockUser } from "../../../lib/safety/unblock-user.ts";
import { unmuteUser } from "../../../lib/safety/unmute-user.ts";

export function SafetySettingsPage() {
  return (
    <div className="mx-auto flex w-full max-w-[569px] flex-col gap-4 px-3 py-4">
      <h1 className="text-xl font-bold text-ink">Safety settings</h1>
      <ThemesPanel />
      <PeoplePanel kind="blocked" />
      <PeoplePanel kind="muted" />
    </div>
  );
}

function ThemesPanel() {
  const q = useSensitiveThemes();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const chosen = new Set<string>(q.data?.themes ?? []);
  const toggle = async (t: SensitiveTheme) => {
    const before = q.data;
    const next = (chosen.has(t) ? [...chosen].filter((x) => x !== t) : [...chosen, t]) as SensitiveTheme[];
    // The box ticks at once; a failure puts it back and says so.
    queryClient.setQueryData(safetyKeys.themes(), { themes: next });
    setBusy(true);
    try {
      queryClient.setQueryData(safetyKeys.themes(), await setSensitiveThemes({ themes: next }));
      // Posts already on screen collapse or open to match.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== safetyKeys.all[0] });
    } catch {
      queryClient.setQueryData(safetyKeys.themes(), before);
      toast("We couldn't save that just now. Please try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="themes-heading" className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id="themes-heading" className="font-semibold text-ink">
        Sensitive themes
      </h2>
      <p className="mt-1 text-sm text-muted">
        Posts about the themes you choose arrive folded behind a gentle note. You can open each one when you feel ready.
      </p>
      {q.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Your choices could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => q.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <fieldset className="mt-3 flex flex-col gap-2" disabled={q.isLoading} aria-busy={busy}>
        <legend className="sr-only">Themes to fold away</legend>
        {SENSITIVE_THEMES.map((t) => (
          <label key={t} className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm">
            <input type="checkbox" checked={chosen.has(t)} onChange={() => toggle(t)} />
            {SENSITIVE_THEME_LABEL[t]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

function PeoplePanel({ kind }: { kind: "blocked" | "muted" }) {
  const blocked = useBlocked();
  const muted = useMuted();
  const q = kind === "blocked" ? blocked : muted;
  const queryClient = useQueryClient();
  const title = kind === "blocked" ? "Blocked people" : "Muted people";
  const items = (q.data?.items ?? []).map((i) => ({
    person: i.person,
    note:
      "blockedAt" in i
        ? `Blocked ${format(new Date(i.blockedAt), "d MMM yyyy")}`
        : i.until
          ? `Muted until ${format(new Date(i.until), "d MMM, h:mm a")}`
          : "Muted until you unmute",
  }));
  const undo = async (userId: string, name: string) => {
    try {
      await (kind === "blocked" ? unblockUser(userId) : unmuteUser(userId));
      toast(kind === "blocked" ? `You unblocked ${name}.` : `You unmuted ${name}.`);
      await queryClient.invalidateQueries();
    } catch {
      toast("That didn't work just now. Please try again.");
    }
  };
  return (
    <section aria-labelledby={`${kind}-heading`} className="rounded-3xl border border-slate-200 bg-white p-5">
      <h2 id={`${kind}-heading`} className="font-semibold text-ink">
        {title}
      </h2>
      {q.isLoading ? <div className="mt-3 h-12 animate-pulse rounded-xl bg-slate-100" /> : null}
      {q.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          This list could not be loaded.{" "}
          <button type="button" className="underline" onClick={() => q.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {q.isSuccess && items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          {kind === "blocked"
            ? "You haven't blocked anyone. Use “More options” on a post, comment, message or profile if you need to."
            : "You haven't muted anyone."}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-col divide-y divide-slate-100">
        {items.map(({ person, note }) => (
          <li key={person.userId} className="flex items-center gap-3 py-2">
            <Avatar name={person.displayName} url={person.avatarUrl} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{person.displayName}</p>
              <p className="text-xs text-muted">{note}</p>
            </div>
            <Button
              variant="secondary"
              aria-label={`${kind === "blocked" ? "Unblock" : "Unmute"} ${person.displayName}`}
              onClick={() => undo(person.userId, person.displayName)}
            >
              {kind === "blocked" ? "Unblock" : "Unmute"}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
