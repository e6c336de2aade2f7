// The loaded part of the "More options" menu on posts, comments, chat messages, profiles and expert reviews:
// Report, Block {name}, Mute {name}. Features hand it the target and its author; it never imports a feature.
import { Trans, useLingui } from "@lingui/react/macro";
import { MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { BlockDialog } from "./block-dialog.tsx";
import { MuteDialog } from "./mute-dialog.tsx";
import { ReportDialog } from "./report-dialog.tsx";
import { type SafetyMenuProps, triggerClass } from "./safety-menu-props.ts";

const itemClass =
  "flex min-h-11 cursor-pointer items-center rounded-lg px-3 text-sm text-ink outline-none data-[highlighted]:bg-brand-50";

/** The menu itself (safety-menu.tsx loads it on first use, open). */
export function SafetyMenuLoaded({
  target,
  person,
  onBlocked,
  canMute = true,
  className = "",
  defaultOpen,
}: SafetyMenuProps & { defaultOpen?: boolean }) {
  const { t } = useLingui();
  const [open, setOpen] = useState<"report" | "block" | "mute" | null>(null);
  const name = person?.name ?? "";
  const close = (o: boolean) => !o && setOpen(null);
  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger aria-label={t`More options`} className={`${triggerClass} ${className}`}>
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
