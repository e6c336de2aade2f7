// The "More options" menu on posts, comments, chat messages, profiles and expert reviews (issue 16):
// Report, Block {name}, Mute {name}. Features hand it the target and its author; it never imports a feature.
import { Trans, useLingui } from "@lingui/react/macro";
import type { SafetyTarget } from "@saathi/contract/safety";
import { MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { BlockDialog } from "./block-dialog.tsx";
import { MuteDialog } from "./mute-dialog.tsx";
import { ReportDialog } from "./report-dialog.tsx";

export interface SafetyMenuProps {
  target: { type: SafetyTarget; id: string };
  /** The author (or the person): Block and Mute need them; null for one's own content (Report only is pointless then). */
  person: { userId: string; name: string } | null;
  /** After a block, e.g. a profile page navigates away. */
  onBlocked?(): void;
  /** Mute is for people whose posts reach me; an expert review's writer may be blocked or reported only. */
  canMute?: boolean;
  className?: string;
}

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-brand-50";

export function SafetyMenu({ target, person, onBlocked, canMute = true, className = "" }: SafetyMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<"report" | "block" | "mute" | null>(null);
  const name = person?.name ?? "";
  const close = (o: boolean) => !o && setOpen(null);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t`More options`}
          className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-brand-50 focus-visible:outline-2 ${className}`}
        >
          <MoreHorizontal size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => setOpen("report")}>
              <Trans>Report</Trans>
            </DropdownMenu.Item>
            {person ? (
              <>
                {canMute ? (
                  <DropdownMenu.Item className={itemClass} onSelect={() => setOpen("mute")}>
                    <Trans>Mute {name}</Trans>
                  </DropdownMenu.Item>
                ) : null}
                <DropdownMenu.Item className={`${itemClass} text-red-700`} onSelect={() => setOpen("block")}>
                  <Trans>Block {name}</Trans>
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog target={target} open={open === "report"} onOpenChange={close} />
      {person ? (
        <>
          <BlockDialog person={person} open={open === "block"} onOpenChange={close} onBlocked={onBlocked} />
          <MuteDialog person={person} open={open === "mute"} onOpenChange={close} />
        </>
      ) : null}
    </>
  );
}
