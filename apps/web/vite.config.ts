import path from "node:path";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./compress-plugin.ts";
import { firstLoadChunks } from "./first-load-chunks.ts";
import { slimSourceCatalogs } from "./source-catalog-plugin.ts";

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
      // The signed-in frame and the feed in one chunk instead of dozens of small ones (issue 19).
      output: { codeSplitting: firstLoadChunks() },
    },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup-i18n.tsx"],
  },
});
