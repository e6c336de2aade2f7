import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { PackagePurchase, PurchaseStatus } from "@saathi/contract/packages";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { formatDate, formatMoney } from "../../../lib/i18n/format.ts";
import { useMyPackages } from "../api/get-my-packages.ts";
import { RefundPackageDialog } from "./refund-package-dialog.tsx";

/** What a package's state means to the member who bought it. */
const STATUS: Record<PurchaseStatus, MessageDescriptor> = {
  pending: msg`Payment not finished`,
  paid: msg`Active`,
  partly_refunded: msg`Partly refunded`,
  refunded: msg`Refunded`,
  failed: msg`Payment failed`,
};

/**
 * /packages: My packages. Every package the member bought (a checkout given up or failed is not a
 * purchase): the counsellor, sessions used and left, when it was bought, its state, a session to
 * book with that counsellor, and the refund of the unused sessions.
 */
export function MyPackagesPage() {
  const packages = useMyPackages();
  const bought = (packages.data?.purchases ?? []).filter((p) => p.status !== "pending" && p.status !== "failed");
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>My packages</Trans>
      </h1>
      {packages.isPending ? (
        <p role="status" className="text-muted">
          <Trans>Loading your packages…</Trans>
        </p>
      ) : packages.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>
            <Trans>We couldn't load your packages. Check your connection and try again.</Trans>
          </Alert>
          <Button variant="secondary" className="self-start" onClick={() => void packages.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : bought.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5">
          <p className="text-ink">
            <Trans>You have no session packages</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>Some counsellors offer 4 or 8 sessions together. You pay once and book each session later.</Trans>
          </p>
          <Link to="/expert/expertList" className={`${buttonClasses("primary")} self-start`}>
            <Trans>Find a counsellor</Trans>
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {bought.map((p) => (
            <li key={p.id}>
              <PackageCard purchase={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PackageCard({ purchase: p }: { purchase: PackagePurchase }) {
  const { t, i18n } = useLingui();
  const headingId = `package-${p.id}`;
  const name = p.expertName;
  const bought = formatDate(p.createdAt);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-lg font-semibold text-ink">
            <Trans>
              {p.sessions} sessions with {name}
            </Trans>
          </h2>
          <p className="text-sm text-muted">
            <Trans>
              Bought on {bought} for {formatMoney(p.price)}
            </Trans>
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-ink">
          {i18n._(STATUS[p.status])}
        </span>
      </header>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-muted">
            <Trans>Used</Trans>
          </dt>
          <dd className="text-lg font-semibold text-ink">{p.used}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-3">
          <dt className="text-muted">
            <Trans>Left</Trans>
          </dt>
          <dd className="text-lg font-semibold text-ink">{p.remaining}</dd>
        </div>
        {p.refundedSessions > 0 ? (
          <div className="rounded-2xl bg-slate-50 p-3">
            <dt className="text-muted">
              <Trans>Refunded</Trans>
            </dt>
            <dd className="text-lg font-semibold text-ink">
              {p.refundedSessions} ({formatMoney(p.refundedAmount)})
            </dd>
          </div>
        ) : null}
      </dl>
      {p.remaining > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {/* The profile's booking panel is where a package session is used (no payment step). */}
          <Link
            to={`/expert/${encodeURIComponent(p.expertId)}`}
            className={buttonClasses("primary")}
            aria-label={t`Book a session with ${name}`}
          >
            <Trans>Book a session</Trans>
          </Link>
          <RefundPackageDialog purchase={p} />
        </div>
      ) : (
        <p className="text-sm text-muted">
          <Trans>No sessions left in this package.</Trans>
        </p>
      )}
    </article>
  );
}
