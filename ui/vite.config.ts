import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

// A path from a file: URL, without needing Node's types in the UI's tsconfig.
const dir = (rel: string) => decodeURIComponent(new URL(rel, import.meta.url).pathname);
const root = dir(".");

// The UI lives in ui/; Tauri loads ui/dist in production and the dev server in development.
export default defineConfig({
  root,
  plugins: [svelte()],
  clearScreen: false,
  // The rules pages live in docs/ (one level above ui/) and are imported with `?raw`.
  server: { port: 5173, strictPort: true, fs: { allow: [dir("..")] } },
  preview: { port: 4173, strictPort: true },
  // cssTarget names the engines the app really runs in (WebKitGTK and Safari's WebKit, WebView2
  // and Android's Chromium). With only "es2021" the CSS minifier assumes old browsers and spells
  // `system-ui` out as eight platform font names; WebKitGTK then looks each missing one up
  // before its first paint, which cost about 120 ms of start-up
  // (docs/performance-history.md, the font look-ups).
  build: { outDir: "dist", emptyOutDir: true, target: "es2021", cssTarget: ["chrome105", "safari15"] },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Vitest empties CSS imports by default; the colour tests read app.css (`?raw`) as written.
    css: { include: [/app\.css/] },
  },
});
