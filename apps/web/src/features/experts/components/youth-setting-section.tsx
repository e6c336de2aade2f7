// /settings#young-people, for experts (decision 038): work with members under 18 (shown as "Works with
// young people"; minors book only such experts) and, for a school or college counsellor, the campus.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ExpertYoungPeople } from "@saathi/contract/experts";
import { useId, useState } from "react";
import { SettingsSection } from "../../../components/layout/settings-section.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMe } from "../../../lib/api/session/get-me.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { tx } from "../../../lib/i18n/translate.ts";
import { useYouthSetting } from "../api/get-youth-setting.ts";
import { useSetYouthSetting } from "../api/set-youth-setting.ts";

export function YouthSettingSection() {
  const { t } = useLingui();
  const isExpert = useMe().data?.user?.role === "expert";
  const setting = useYouthSetting(isExpert);
  if (!isExpert) return null;
  return (
    <SettingsSection
      id="young-people"
      title={t`Young people`}
      description={
        <Trans>
          Members under 18 can book only experts who work with young people, with a parent or guardian involved.
        </Trans>
      }
    >
      {setting.isLoading ? (
        <div role="status" aria-label={t`Loading`} className="h-24 animate-pulse rounded-xl bg-slate-100" />
      ) : setting.isError || !setting.data ? (
        <Alert>
          <Trans>Could not load this setting.</Trans>
        </Alert>
      ) : (
        <YouthSettingForm saved={setting.data} />
      )}
    </SettingsSection>
  );
}

function YouthSettingForm({ saved }: { saved: ExpertYoungPeople }) {
  const { t } = useLingui();
  const id = useId();
  const [works, setWorks] = useState(saved.worksWithYoungPeople);
  const [institution, setInstitution] = useState(saved.campusInstitution ?? "");
  const [error, setError] = useState("");
  const [done, setDone] = useState(false);
  const save = useSetYouthSetting();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError("");
    setDone(false);
    try {
      await save.mutateAsync({ worksWithYoungPeople: works, campusInstitution: institution.trim() || null });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong. Please try again.`);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <label htmlFor={`${id}-works`} className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          id={`${id}-works`}
          type="checkbox"
          className="h-5 w-5"
          checked={works}
          onChange={(e) => setWorks(e.target.checked)}
        />
        <Trans>I work with young people (13 to 17)</Trans>
      </label>
      <label htmlFor={`${id}-campus`} className="flex flex-col gap-1 text-sm text-ink">
        <Trans>School or college you counsel at (shows the "Campus" badge)</Trans>
        <input
          id={`${id}-campus`}
          className="min-h-11 rounded-xl border border-slate-300 px-3"
          maxLength={120}
          value={institution}
          onChange={(e) => setInstitution(e.target.value)}
        />
      </label>
      {error ? <Alert>{tx(error)}</Alert> : null}
      {done ? (
        <p role="status" className="text-sm text-emerald-800">
          <Trans>Saved.</Trans>
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
