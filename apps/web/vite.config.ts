import path from "node:path";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { precompress } from "./compress-plugin.ts";
import { firstLoadChunks } from "./first-load-chunks.ts";
import { slimSourceCatalogs } from "./source-catalog-plugin.ts";

/** The web app manifest: Saathi installs like an app on Android (Chrome's installability checks). */
const APP_MANIFEST = {
  id: "/",
  name: "Saathi",
  short_name: "Saathi",
  description: "A kind, private space for mental and emotional wellness. साथी: मन की देखभाल का एक सुरक्षित साथी।",
  lang: "en",
  dir: "ltr" as const,
  start_url: "/feed",
  scope: "/",
  display: "standalone" as const,
  orientation: "portrait" as const,
  theme_color: "#0f766e",
  background_color: "#ffffff",
  categories: ["health", "lifestyle", "medical"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

const linguiConfig = path.resolve(import.meta.dirname, "../../lingui.config.ts");

export default defineConfig({
  plugins: [
    react(),
    // Lingui: macros (<Trans>, t, msg, plural) become catalog lookups, and .po catalogs compile at build time.
    lingui({ configPath: linguiConfig }),
    // The English text stays in the code (descriptorFields "message"), so English needs almost no catalog.
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: "message" }, { configPath: linguiConfig })] }),
    slimSourceCatalogs(),
    tailwindcss(),
    // The installable app: manifest, icons and the service worker of src/sw/sw.ts, which
    // precaches the shell and keeps the member's screens for offline reading. The page registers it
    // after the first load (lib/offline/register-app-worker.ts) and offers updates; no silent swaps.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: APP_MANIFEST,
      injectManifest: {
        // The shell and every screen's code (about 0.5 MB compressed, fetched once in the background after
        // the first load); not the PDF library a few use once (the worker keeps it after its first use),
        // the pre-compressed copies or the prerendered landing pages (network first). Icons come from
        // the manifest.
        globPatterns: ["**/*.{js,css,html,woff2,svg}"],
        globIgnores: ["**/*.{br,gz}", "landing*.html", "**/fontkit*.js", "**/pako*.js", "**/es-*.js", "wellness/**"],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", ws: true }, "/uploads": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // The app, and the prerendered landing page with its small script (scripts/prerender-landing.ts).
    rollupOptions: {
      input: { main: "index.html", landing: "landing.html" },
      // The signed-in frame and the feed in one chunk instead of dozens of small ones.
      output: { codeSplitting: firstLoadChunks() },
    },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup-i18n.tsx"],
    // Component tests render real screens, fonts and PDFs: Vitest's 5 s default failed under load
    // (plan-pdf-hindi, 5.3 s; 22 s on this 2-core machine under load). Sized for a busy CI machine;
    // see vitest.config.ts.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
