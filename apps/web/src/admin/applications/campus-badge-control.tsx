// On an expert's page in the console: the "Campus" badge for a school or college counsellor. An admin
// sets the institution's name or clears it; members see the badge on the card and the profile at once.
// Every change is audited on the server.
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { setExpertCampusSchema } from "@saathi/contract/admin-expert-campus";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { BoundForm, SubmitButton } from "../../components/forms/bound-form.tsx";
import { FormTextField } from "../../components/forms/form-text-field.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { errorMessage } from "../shell/admin-api.ts";
import { useExpertCampus } from "./api/get-expert-campus.ts";
import { useSetExpertCampus } from "./api/set-expert-campus.ts";

const formSchema = z.object({ campusInstitution: setExpertCampusSchema.shape.campusInstitution.unwrap() });

export function CampusBadgeControl({ expertId }: { expertId: string }) {
  const { t } = useLingui();
  const campus = useExpertCampus(expertId);
  const save = useSetExpertCampus(expertId);
  const current = campus.data?.campusInstitution ?? null;
  const form = useForm<z.infer<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { campusInstitution: "" },
  });
  useEffect(() => {
    form.reset({ campusInstitution: current ?? "" });
  }, [current, form]);
  const submit = form.handleSubmit(async ({ campusInstitution }) => {
    try {
      await save.mutateAsync(campusInstitution);
      toast(t`Campus badge saved.`);
    } catch {
      // Shown below (save.error).
    }
  });
  const clear = async () => {
    try {
      await save.mutateAsync(null);
      toast(t`Campus badge cleared.`);
    } catch {
      // Shown below (save.error).
    }
  };
  return (
    <section
      aria-labelledby="campus-badge-title"
      data-testid="campus-badge"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="campus-badge-title" className="font-semibold text-ink">
        <Trans>Campus badge</Trans>
      </h2>
      <p className="text-sm text-muted">
        <Trans>
          For a school or college counsellor: members see "Campus" on the expert's card and profile. Every change is
          recorded in the audit log.
        </Trans>
      </p>
      {campus.isPending ? (
        <p role="status" className="text-sm text-muted">
          <Trans>Loading...</Trans>
        </p>
      ) : campus.isError ? (
        <Alert>
          {errorMessage(campus.error)}{" "}
          <button type="button" className="min-h-11 underline" onClick={() => void campus.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-ink" role="status">
            {current ? <Trans>Now: {current}</Trans> : <Trans>No campus badge.</Trans>}
          </p>
          <BoundForm form={form} onSubmit={submit}>
            <FormTextField name="campusInstitution" label={t`School or college`} autoComplete="off" maxLength={120} />
            {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
            <div className="flex flex-wrap gap-2">
              <SubmitButton busyText={t`Saving...`}>
                <Trans>Save badge</Trans>
              </SubmitButton>
              {current ? (
                <Button variant="secondary" onClick={() => void clear()} disabled={save.isPending}>
                  <Trans>Clear badge</Trans>
                </Button>
              ) : null}
            </div>
          </BoundForm>
        </>
      )}
    </section>
  );
}
