import type { PackageBookBody } from "@saathi/contract/packages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { packagesKeys } from "./packages-keys.ts";

/** POST /api/bookings/package: a session paid with a package credit (no payment step). */
export const bookWithPackage = (body: PackageBookBody) =>
  api<{ bookingId: string; amount: number; remaining: number }>("/api/bookings/package", { method: "POST", body });

export function useBookWithPackage(expertId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookWithPackage,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: packagesKeys.mine() });
      void qc.invalidateQueries({ queryKey: packagesKeys.bookings });
      void qc.invalidateQueries({ queryKey: packagesKeys.freeTimes(expertId) });
    },
  });
}
