import { useLingui } from "@lingui/react/macro";
import type { ExpertCard, ExpertList } from "@saathi/contract/experts";
import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import { Heart } from "lucide-react";
import { toast } from "../../../components/ui/toaster.tsx";
import { expertsKeys } from "../api/experts-keys.ts";
import { setFavourite } from "../api/set-favourite.ts";

type Lists = InfiniteData<ExpertList>;

/** A heart that favourites an expert at once, and takes it back if the server says no. */
export function FavouriteButton({ expert }: { expert: ExpertCard }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const flip = (on: boolean) => {
    qc.setQueriesData<Lists>({ queryKey: expertsKeys.lists() }, (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              items: p.items.map((e) => (e.expertId === expert.expertId ? { ...e, isFavourite: on } : e)),
            })),
          }
        : old,
    );
    qc.setQueriesData<ExpertCard>({ queryKey: expertsKeys.details() }, (old) =>
      old && old.expertId === expert.expertId ? { ...old, isFavourite: on } : old,
    );
  };
  const m = useMutation({
    mutationFn: (on: boolean) => setFavourite(expert.expertId, on),
    onMutate: (on) => flip(on),
    onError: (_e, on) => {
      flip(!on);
      toast(t`Could not update your favourites. Please try again.`);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: expertsKeys.favouriteLists(), exact: false }),
  });
  return (
    <button
      type="button"
      aria-label={t`Favourite`}
      aria-pressed={expert.isFavourite}
      disabled={m.isPending}
      onClick={() => m.mutate(!expert.isFavourite)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-rose-600 hover:bg-rose-50"
    >
      <Heart size={20} className={expert.isFavourite ? "fill-rose-600" : ""} aria-hidden="true" />
    </button>
  );
}
