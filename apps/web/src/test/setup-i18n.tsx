// Every component test renders inside Lingui's provider, in English: the macros keep the English
// source text in test builds, so an empty catalog shows exactly the spec's strings. A test that
// wants Hindi loads its catalogs and calls i18n.activate("hi") itself.
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ComponentType, ReactNode } from "react";
import { vi } from "vitest";

i18n.load("en", {});
i18n.activate("en");

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
