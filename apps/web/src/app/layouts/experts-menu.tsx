// The desktop header's 'Experts' menu (a Radix dropdown): loaded only on wide screens (app-shell.tsx).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { expertsTriggerClass } from "./experts-trigger.ts";

/** The menu's links, in order. */
const LINKS: [to: string, label: MessageDescriptor][] = [
  ["/expert/expertList", msg`Expert Detail`],
  ["/booking", msg`Expert Booking`],
  ["/packages", msg`My packages`],
  ["/circles", msg`Support circles`],
];

export function ExpertsMenu() {
  const { i18n } = useLingui();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={expertsTriggerClass}>
        <Trans>Experts</Trans> <ChevronDown size={14} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          sideOffset={6}
          className="z-40 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          {LINKS.map(([to, label]) => (
            <DropdownMenu.Item key={to} asChild>
              <Link to={to} className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50">
                {i18n._(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
