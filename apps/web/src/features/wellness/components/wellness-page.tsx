import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A wellness screen inside the app shell: back link, title, content. */
export function WellnessPage({
  title,
  back,
  children,
  wide = false,
}: {
  title: string;
  back?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 pb-24 pt-4`}>
      <div className="mb-4 flex items-center gap-2">
        {back ? (
          <Link
            to={back}
            aria-label={t`Back`}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <ArrowLeft aria-hidden size={20} />
          </Link>
        ) : null}
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}
