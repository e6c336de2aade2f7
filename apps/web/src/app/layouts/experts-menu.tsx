// The desktop header's 'Experts' menu (a Radix dropdown): loaded only on wide screens (app-shell.tsx).
import { Trans } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { expertsTriggerClass } from "./experts-trigger.ts";

export function ExpertsMenu() {
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
          <DropdownMenu.Item asChild>
            <Link
              to="/expert/expertList"
              className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <Trans>Expert Detail</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/booking"
              className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <Trans>Expert Booking</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/packages"
              className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <Trans>My packages</Trans>
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link
              to="/circles"
              className="block rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
            >
              <Trans>Support circles</Trans>
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
