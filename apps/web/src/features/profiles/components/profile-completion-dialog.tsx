import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitFullName } from "@saathi/contract/auth";
import { PROFILE_MSG, profileSetupFormSchema } from "@saathi/contract/profile-edit";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { meQueryOptions, useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { updateProfile } from "../api/update-profile.ts";
import { useUsernameAvailability } from "../hooks/use-username-availability.ts";
import { needsProfileCompletion } from "../profile-completion.ts";
import { UsernameStatus } from "./username-status.tsx";

type Form = z.infer<typeof profileSetupFormSchema>;

/** 'Complete Your Profile': shown to members missing a display name, username or bio. It stays until done. */
export function ProfileCompletionDialog() {
  const { t } = useLingui();
  const me = useMe();
  const queryClient = useQueryClient();
  const p = me.data?.profile;
  const [error, setError] = useState("");
  const { register, handleSubmit, formState, watch } = useForm<Form>({
    resolver: zodResolver(profileSetupFormSchema),
    values: {
      fullName: [p?.firstName, p?.lastName].filter(Boolean).join(" "),
      username: p?.username ?? "",
      bio: p?.bio ?? "",
      isPrivate: p?.isPrivate ?? false,
    },
  });
  const availability = useUsernameAvailability(watch("username") ?? "", p?.username);
  const needed = needsProfileCompletion(p);

  const submit = handleSubmit(async (v) => {
    if (availability === "taken") return setError(tx(PROFILE_MSG.usernameTaken));
    setError("");
    const { firstName, lastName } = splitFullName(v.fullName);
    try {
      await updateProfile({
        firstName,
        lastName,
        displayName: v.fullName.trim(),
        username: v.username.trim(),
        bio: v.bio.trim(),
        isPrivate: Boolean(v.isPrivate),
      });
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    } catch (err) {
      setError(err instanceof ApiError ? tx(err.message) : t`Failed to set up profile`);
    }
  });

  return (
    <Dialog.Root open={needed} onOpenChange={() => {}}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed inset-x-3 top-1/2 z-50 max-h-[92dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2"
        >
          <Dialog.Title className="text-xl font-semibold text-ink">
            <Trans>Complete Your Profile</Trans>
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            <Trans>A few words help buddies know you. You can change these any time.</Trans>
          </Dialog.Description>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
            <TextField
              label={t`Full Name`}
              autoComplete="name"
              error={formState.errors.fullName?.message}
              {...register("fullName")}
            />
            <div className="flex flex-col gap-1">
              <TextField
                label={t`Username`}
                autoComplete="username"
                hint={t`3-20 lowercase letters, numbers, _ or .`}
                error={formState.errors.username?.message}
                {...register("username")}
              />
              <UsernameStatus state={availability} />
            </div>
            <TextAreaField label={t`Bio`} maxLength={500} error={formState.errors.bio?.message} {...register("bio")} />
            <label className="flex items-center gap-2 text-sm text-ink">
              <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isPrivate")} />
              <Trans>Private account (only buddies you accept see your posts)</Trans>
            </label>
            {error ? <Alert>{error}</Alert> : null}
            <Button type="submit" busy={formState.isSubmitting} busyText={t`Saving...`}>
              <Trans>Save Profile</Trans>
            </Button>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
