// The bare app's page. Vite, Svelte and the Tauri packages come from the project's node_modules.
import { defineConfig } from "vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";

const root = decodeURIComponent(new URL("./ui", import.meta.url).pathname);

export default defineConfig({
  root,
  plugins: [svelte({ configFile: false })],
  clearScreen: false,
  build: { outDir: "dist", emptyOutDir: true },
});
