import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { createRouter } from "./app/router.tsx";
import { registerDevanagariFallback } from "./lib/i18n/devanagari-font.ts";
import { activateLocale, i18n } from "./lib/i18n/i18n.ts";
import { initialLocale } from "./lib/i18n/locale-choice.ts";
import "./index.css";

const root = document.getElementById("root");

/**
 * The first language's catalogs arrive before the first paint, so nothing flashes in another one.
 * The router is made first: the first page's code and data start loading alongside the catalog.
 */
async function start(element: HTMLElement) {
  const locale = initialLocale();
  registerDevanagariFallback();
  const router = createRouter();
  await activateLocale(locale).catch(() => activateLocale(locale)); // one retry on a flaky network
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

if (root) {
  start(root).catch(() => {
    // Not even one catalog could load: say so in both languages, plainly, with a way forward.
    root.innerHTML =
      '<p style="padding:1.5rem;font:16px/1.6 system-ui,sans-serif">Saathi could not load. Please check your connection and reload the page.<br><span lang="hi">साथी खुल नहीं सका। कृपया अपना इंटरनेट कनेक्शन देखें और पेज फिर से खोलें।</span></p>';
  });
}
