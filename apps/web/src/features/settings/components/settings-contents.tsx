// The top of /settings: the page heading and a row of links to each section.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";

const CONTENTS: [string, MessageDescriptor][] = [
  ["privacy", msg`Profile and privacy`],
  ["language", msg`Language and region`],
  ["notifications", msg`Notifications`],
  ["security", msg`Security`],
  ["your-data", msg`Your data and rights`],
];

export function SettingsContents() {
  const { t, i18n } = useLingui();
  return (
    <>
      <h1 className="text-xl font-bold text-ink">
        <Trans>Settings</Trans>
      </h1>
      <nav aria-label={t`Settings sections`}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-3 text-brand-800"
              >
                {i18n._(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
