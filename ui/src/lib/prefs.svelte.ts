// UI-only preferences that the Rust `Settings` do not hold, kept in the WebView's localStorage
// under "quadrille.ui.*". Today one: whether single-key shortcuts (U, R, H, N, S, A, and typing
// a card in Soi) are on (WCAG 2.1.4). They are on unless turned off.
const SHORTCUTS_KEY = "quadrille.ui.singleKeyShortcuts";

function read(key: string, fallback: boolean): boolean {
  try {
    const v = globalThis.localStorage?.getItem(key);
    return v === null || v === undefined ? fallback : v === "on";
  } catch {
    return fallback; // storage blocked: the default
  }
}

class Prefs {
  shortcuts = $state(read(SHORTCUTS_KEY, true));

  setShortcuts(on: boolean): void {
    this.shortcuts = on;
    try {
      globalThis.localStorage?.setItem(SHORTCUTS_KEY, on ? "on" : "off");
    } catch {
      // Not remembered, but applies for this session.
    }
  }
}

export const prefs = new Prefs();

/** A key press that is a single-character shortcut (no modifier), which the preference can turn off. */
export function isCharacterKey(e: KeyboardEvent): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}
