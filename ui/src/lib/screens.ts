// The screens other than home, loaded on demand so that the code the app parses before its first
// screen is only home's. Each loader imports its chunk once and then returns the same promise
// (an `{#await}` on it renders at once); a failed import is forgotten so the next try reloads it.

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((e: unknown) => {
      pending = null;
      throw e;
    }));
}

export const screens = {
  gaps: once(() => import("../screens/GapsScreen.svelte")),
  fourside: once(() => import("../fourside/FourSideScreen.svelte")),
  soi: once(() => import("../soi/SoiScreen.svelte")),
  settings: once(() => import("../screens/SettingsScreen.svelte")),
  rules: once(() => import("../screens/RulesScreen.svelte")),
};

/** Loads every screen in the background, one after the other, when the WebView is idle. */
export function preloadScreens(): void {
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  const queue = Object.values(screens);
  const next = () => {
    const load = queue.shift();
    if (load) idle(() => void load().then(next, next));
  };
  next();
}
