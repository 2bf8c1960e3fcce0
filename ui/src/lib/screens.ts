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
  gaps: once(() => import("../games/gaps/GapsScreen.svelte")),
  fourside: once(() => import("../games/fourside/FourSideScreen.svelte")),
  soi: once(() => import("../games/soi/SoiScreen.svelte")),
  settings: once(() => import("../screens/SettingsScreen.svelte")),
  rules: once(() => import("../screens/RulesScreen.svelte")),
  lobby: once(() => import("../screens/LobbyScreen.svelte")),
  today: once(() => import("../screens/TodayScreen.svelte")),
};

/**
 * Loads every screen in the background, one after the other, when the WebView is idle, and
 * never before the page's `load` event: each chunk brings a stylesheet, and one added while the
 * page is still loading would hold back the `load` event (and, in WebKit, the first paint).
 * (WebKitGTK has no requestIdleCallback, so there it is a 200 ms timer.)
 */
export function preloadScreens(): void {
  const idle = (fn: () => void) =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200);
  const queue = Object.values(screens);
  const next = () => {
    const load = queue.shift();
    if (load) idle(() => void load().then(next, next));
  };
  if (document.readyState === "complete") next();
  else window.addEventListener("load", next, { once: true });
}
