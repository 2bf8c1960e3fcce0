import { defineConfig } from "vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));

// The UI lives in ui/; Tauri loads ui/dist in production and the dev server in development.
export default defineConfig({
  root,
  plugins: [svelte()],
  clearScreen: false,
  server: { port: 5173, strictPort: true },
  build: { outDir: "dist", emptyOutDir: true, target: "es2021" },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
