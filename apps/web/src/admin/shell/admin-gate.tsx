// The console's door: GET /api/admin/me decides. A visitor goes to /auth, a member or expert reads that
// the console is for staff, an admin whose session has not proved the second factor is asked for it.
import { Trans, useLingui } from "@lingui/react/macro";
import { ADMIN_ERROR, ADMIN_MSG, type AdminMe } from "@saathi/contract/admin";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { tx } from "../../lib/i18n/translate.ts";
import { ApiError, errorMessage } from "./admin-api.ts";
import { adminShellKeys } from "./api/admin-shell-keys.ts";
import { useAdminMe } from "./api/get-admin-me.ts";
import { SecondFactorScreen } from "./second-factor-screen.tsx";

/**
 * The console's loading state. While its own words are still arriving there are none to show
 * (a production build keeps only message ids), so the first moment is a spinner, busy for screen
 * readers; the access check then says what it is doing.
 */
export function ConsoleLoading({ words = true }: { words?: boolean }) {
  return (
    <p role="status" aria-busy={words ? undefined : true} className="p-6 text-center text-muted">
      {words ? (
        <Trans>Checking your access…</Trans>
      ) : (
        <LoaderCircle size={28} aria-hidden="true" className="inline-block animate-spin text-brand-700" />
      )}
    </p>
  );
}

export function AdminGate({ children }: { children(me: AdminMe): ReactNode }) {
  const { t } = useLingui();
  const me = useAdminMe();
  const queryClient = useQueryClient();

  if (me.isPending) return <ConsoleLoading />;
  if (me.isError) {
    const err = me.error;
    if (err instanceof ApiError && err.status === 401) return <Navigate to="/auth" replace />;
    if (err instanceof ApiError && err.code === ADMIN_ERROR.staffOnly) {
      return (
        <Centered title={t`Staff only`}>
          <p className="text-ink">{tx(ADMIN_MSG.staffOnly)}</p>
          <Link to="/" className={buttonClasses("primary")}>
            <Trans>Go to your home page</Trans>
          </Link>
        </Centered>
      );
    }
    if (err instanceof ApiError && err.code === ADMIN_ERROR.twoFactorRequired) {
      return (
        <Centered title={t`Two-factor authentication`}>
          <SecondFactorScreen onVerified={() => queryClient.invalidateQueries({ queryKey: adminShellKeys.all })} />
        </Centered>
      );
    }
    return (
      <Centered title={t`Saathi admin`}>
        <Alert>{errorMessage(err)}</Alert>
        <Button variant="secondary" onClick={() => me.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Centered>
    );
  }
  return <>{children(me.data)}</>;
}

function Centered({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 p-4">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {children}
    </main>
  );
}
