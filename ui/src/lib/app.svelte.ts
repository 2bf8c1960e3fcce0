// The app-wide state: which screen is shown, the launch info, and the settings.
import type { ShownNotice } from "./noticeWords";
import type { AppInfo } from "../bindings/AppInfo";
import type { Settings } from "../bindings/Settings";
import { GAME_IDS, type GameId } from "../games/registry";
import { api, toApiError } from "./api";
import { errorText } from "./errorWords";
import { ScreenHistory } from "./history";
import { setSoundEnabled } from "./sound";
import { setLanguage, startLanguage, t, useCatalogue } from "./i18n.svelte";

/**
 * The browser tests' way in for a catalogue the app does not ship (the pseudo-locale of the
 * layout checks, a right-to-left sample): an init script sets it before the app loads. Nothing
 * sets it in the app.
 */
interface TestCatalogue {
  tag: string;
  source: string;
}
function testCatalogue(): TestCatalogue | null {
  const injected: unknown = (globalThis as { __QUADRILLE_TEST_CATALOGUE__?: unknown }).__QUADRILLE_TEST_CATALOGUE__;
  if (typeof injected !== "object" || injected === null) return null;
  const { tag, source } = injected as Partial<TestCatalogue>;
  return typeof tag === "string" && typeof source === "string" ? { tag, source } : null;
}

/**
 * The language of the first frame, before app_info has answered (main.ts waits for it): a test
 * catalogue when one is set, else the language last shown or the browser's (i18n.svelte.ts).
 * app_info then corrects it to the settings' choice or the system's if they differ.
 */
export async function firstLanguage(): Promise<void> {
  const injected = testCatalogue();
  if (injected) return useCatalogue(injected.tag, injected.source);
  return startLanguage();
}

/** Home, every game of the registry (games/registry.ts), settings, rules, play together (a
 *  room's lobby, then its game) and the deals of the day. */
export type Screen = "home" | GameId | "settings" | "rules" | "together" | "today";
const SCREENS: readonly Screen[] = ["home", ...GAME_IDS, "settings", "rules", "together", "today"];
const isScreen = (value: unknown): value is Screen => SCREENS.some((s) => s === value);

/** Every game has a rules page. */
export type RulesPage = GameId;

class AppStore {
  screen = $state<Screen>("home");
  info = $state<AppInfo | null>(null);
  /**
   * The settings, from `app_info` (Rust's `Settings::default` when nothing is saved; no second
   * copy here). Only screens that App.svelte shows once `ready` read them.
   */
  #settings = $state<Settings | null>(null);
  notice = $state<ShownNotice | null>(null);
  loadError = $state<string | null>(null);
  /** A game's Rules button opened the rules: coming back, focus returns to that button. */
  rulesOpener = false;
  /** Which rules page the rules screen shows. */
  rulesFor = $state<RulesPage>("solitaire_x");

  /** `app_info` has answered: the settings are known. */
  get ready(): boolean {
    return this.#settings !== null;
  }

  get settings(): Settings {
    if (!this.#settings) throw new Error("The settings were read before app_info answered.");
    return this.#settings;
  }

  async load(): Promise<void> {
    try {
      const info = await api.appInfo();
      this.info = info;
      this.applySettings(info.settings);
      if (info.notice) this.notice = info.notice;
    } catch (e) {
      this.loadError = errorText(toApiError(e));
    }
  }

  /** Re-reads statistics, games in progress and tournaments (e.g. on returning home). */
  async refresh(): Promise<void> {
    try {
      const info = await api.appInfo();
      this.info = info;
      if (info.notice) this.notice = info.notice;
    } catch {
      // Keep what we had; the home screen still works.
    }
  }

  applySettings(settings: Settings): void {
    const languageChanged = this.#settings?.language !== settings.language;
    this.#settings = settings;
    if (languageChanged) this.applyLanguage();
    setSoundEnabled(settings.sound);
    const root = document.documentElement;
    root.dataset.theme = settings.theme;
    root.dataset.fourColour = String(settings.four_colour);
  }

  /** Speaks the chosen language, else the system's (negotiated to a catalogue there is). */
  applyLanguage(): void {
    const injected = testCatalogue();
    if (injected) return useCatalogue(injected.tag, injected.source);
    const wanted = this.#settings?.language || this.info?.locale || (typeof navigator === "undefined" ? "" : navigator.language);
    // A catalogue that fails to load leaves the language as it was (English at first).
    setLanguage(wanted).catch((e: unknown) => console.error("the catalogue could not be loaded", e));
  }

  /** Saves the settings with `patch` applied (what every settings control does). */
  changeSettings(patch: Partial<Settings>): void {
    void this.saveSettings({ ...this.settings, ...patch });
  }

  async saveSettings(next: Settings): Promise<void> {
    const before = this.settings;
    this.applySettings(next);
    try {
      this.applySettings(await api.updateSettings(next));
    } catch (e) {
      this.applySettings(before);
      this.notice = t("app-settings-not-saved", { reason: errorText(toApiError(e)) });
    }
  }

  /** Screen changes go through the WebView's history (see lib/history.ts). */
  private nav: ScreenHistory<Screen> | null = null;
  private get history(): ScreenHistory<Screen> {
    return (this.nav ??= new ScreenHistory<Screen>(window.history, "home", isScreen, (s) => (this.screen = s)));
  }

  /** At start-up: home becomes the bottom history entry. */
  startHistory(): void {
    this.history.start();
  }

  go(screen: Screen): void {
    this.history.go(screen);
  }

  /** Back to `screen` when it is the one below (Today, from a daily's end), else opens it. */
  backTo(screen: Screen): void {
    this.history.backTo(screen);
  }

  /** Back one screen (Escape, the back buttons; Android's back gesture arrives as a popstate). */
  back(): void {
    this.history.back();
  }

  /** Follows the WebView's history (Android's back gesture lands here). */
  onPopState(state: unknown): void {
    this.history.onPopState(state);
  }
}

export const app = new AppStore();

export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
