// Every component test renders inside Lingui's provider, in English: the macros keep the English
// source text in test builds, so an empty catalog shows exactly the spec's strings. A test that
// wants Hindi loads its catalogs and calls i18n.activate("hi") itself.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { configure } from "@testing-library/react";
import type { ComponentType, ReactNode } from "react";
import { vi } from "vitest";

i18n.load("en", {});
i18n.activate("en");

// findBy*/waitFor give up after 1 s by default: too short for a busy CI machine (2 cores, load 8-11).
// They return as soon as the condition holds, so a longer bound only stops false failures.
configure({ asyncUtilTimeout: 10_000 });

vi.mock("@testing-library/react", async (importOriginal) => {
  const rtl = await importOriginal<typeof import("@testing-library/react")>();
  const withI18n =
    (Inner?: ComponentType<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>
    );
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options: { wrapper?: unknown } = {}) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options.wrapper as never) })) as typeof rtl.render,
    renderHook: ((cb: () => unknown, options: { wrapper?: unknown } = {}) =>
      rtl.renderHook(cb, { ...options, wrapper: withI18n(options.wrapper as never) })) as typeof rtl.renderHook,
  };
});
