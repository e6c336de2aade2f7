import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { IMAGE_MAX_BYTES } from "@saathi/contract/constants";
import { imageFileProblem, PROFILE_MSG, profileEditFormSchema } from "@saathi/contract/profile-edit";
import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "../../../components/ui/alert.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DialogContent } from "../../../components/ui/dialog.tsx";
import { TextAreaField } from "../../../components/ui/text-area-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { meQueryOptions, useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { updateProfile } from "../api/update-profile.ts";
import { uploadAvatar } from "../api/upload-avatar.ts";
import { useUsernameAvailability } from "../hooks/use-username-availability.ts";
import { UsernameStatus } from "./username-status.tsx";

type Form = z.infer<typeof profileEditFormSchema>;

/** 'Your Profile': names, username (checked live), bio, location, avatar, hide-name and private. */
export function ProfileEditModal({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useLingui();
  const me = useMe();
  const p = me.data?.profile;
  const queryClient = useQueryClient();
  const [error, setError] = useState("");
  const [avatarError, setAvatarError] = useState("");
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, formState, watch } = useForm<Form>({
    resolver: zodResolver(profileEditFormSchema),
    values: {
      firstName: p?.firstName ?? "",
      lastName: p?.lastName ?? "",
      displayName: p?.displayName ?? "",
      username: p?.username ?? "",
      bio: p?.bio ?? "",
      location: p?.location ?? "",
      isHideName: p?.isHideName ?? false,
      isPrivate: p?.isPrivate ?? false,
    },
  });
  const availability = useUsernameAvailability(watch("username") ?? "", p?.username);
  const refresh = () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });

  const submit = handleSubmit(async (v) => {
    if (availability === "taken") return setError(tx(PROFILE_MSG.usernameTaken));
    setError("");
    try {
      await updateProfile({ ...v, location: v.location ?? "" });
      await refresh();
      onOpenChange(false);
    } catch (err) {
      setError(err instanceof ApiError ? tx(err.message) : tx(PROFILE_MSG.updateFailed));
    }
  });
  const chooseAvatar = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, IMAGE_MAX_BYTES);
    if (problem) return setAvatarError(tx(problem));
    setAvatarError("");
    setUploading(true);
    try {
      await uploadAvatar(file);
      await refresh();
    } catch (err) {
      const reason = (err as Error).message;
      setAvatarError(err instanceof ApiError ? tx(err.message) : t`Failed to upload image: ${reason}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <DialogContent className="fixed inset-x-3 top-1/2 z-50 max-h-[92dvh] -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2">
          <Dialog.Title className="text-xl font-semibold text-ink">
            <Trans>Your Profile</Trans>
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            <Trans>Edit how other members see you.</Trans>
          </Dialog.Description>
          <div className="mt-4 flex items-center gap-4">
            <Avatar name={p?.displayName ?? ""} url={p?.avatarUrl} size="lg" />
            <label className="cursor-pointer text-sm font-semibold text-brand-700">
              {uploading ? t`Uploading...` : t`Change photo`}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => chooseAvatar(e.target.files?.[0])}
              />
            </label>
          </div>
          {avatarError ? (
            <div className="mt-2">
              <Alert>{avatarError}</Alert>
            </div>
          ) : null}
          <form onSubmit={submit} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate>
            <TextField label={t`First Name`} error={formState.errors.firstName?.message} {...register("firstName")} />
            <TextField label={t`Last Name`} error={formState.errors.lastName?.message} {...register("lastName")} />
            <TextField
              label={t`Display Name`}
              error={formState.errors.displayName?.message}
              {...register("displayName")}
            />
            <div className="flex flex-col gap-1">
              <TextField label={t`Username`} error={formState.errors.username?.message} {...register("username")} />
              <UsernameStatus state={availability} />
            </div>
            <TextAreaField
              label={t`Bio`}
              maxLength={500}
              className="sm:col-span-2"
              error={formState.errors.bio?.message}
              {...register("bio")}
            />
            <TextField label={t`Location (optional)`} {...register("location")} />
            <div className="flex flex-col gap-2 text-sm text-ink sm:col-span-2">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isHideName")} />{" "}
                <Trans>Hide my name (show my username instead)</Trans>
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isPrivate")} />{" "}
                <Trans>Private account</Trans>
              </label>
            </div>
            {error ? (
              <div className="sm:col-span-2">
                <Alert>{error}</Alert>
              </div>
            ) : null}
            <div className="flex justify-end gap-2 sm:col-span-2">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" busy={formState.isSubmitting} busyText={t`Saving...`}>
                <Trans>Save</Trans>
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
