// The app-wide state: which screen is shown, the launch info, and the settings.
import type { AppInfo } from "../bindings/AppInfo";
import type { GapsVariant } from "../bindings/GapsVariant";
import type { Settings } from "../bindings/Settings";
import { api } from "./api";
import { setSoundEnabled } from "./sound";

export type Screen = "home" | GapsVariant | "fourside" | "soi" | "settings" | "rules";
/** The games with a rules page. */
export type RulesPage = GapsVariant | "fourside" | "soi";

export const DEFAULT_SETTINGS: Settings = {
  theme: "system",
  sound: true,
  animation: "normal",
  input: "tap",
  four_colour: false,
  cp_redeals: 2,
  cp_ace_order: "free",
  fourside_level: "intermediate",
  fourside_size: 9,
  fourside_mode: "human_vs_computer",
  soi_target: 200,
  soi_level: "medium",
  soi_computers: [false, true, true, true],
  soi_names: ["South", "East", "North", "West"],
  soi_delay_ms: 400,
  soi_sort_computer_cards: false,
  gaps_winnable_only: false,
  gaps_crossroads_warning: true,
};

class AppStore {
  screen = $state<Screen>("home");
  info = $state<AppInfo | null>(null);
  settings = $state<Settings>({ ...DEFAULT_SETTINGS });
  notice = $state<string | null>(null);
  loadError = $state<string | null>(null);
  /** Which rules page the rules screen shows. */
  rulesFor = $state<RulesPage>("solitaire_x");

  async load(): Promise<void> {
    try {
      const info = await api.appInfo();
      this.info = info;
      this.applySettings(info.settings);
      if (info.notice) this.notice = info.notice;
    } catch (e) {
      this.loadError = e instanceof Error ? e.message : String(e);
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
    this.settings = settings;
    setSoundEnabled(settings.sound);
    const root = document.documentElement;
    root.dataset.theme = settings.theme;
    root.dataset.fourColour = String(settings.four_colour);
  }

  async saveSettings(next: Settings): Promise<void> {
    const before = this.settings;
    this.applySettings(next);
    try {
      this.applySettings(await api.updateSettings(next));
    } catch (e) {
      this.applySettings(before);
      this.notice = `Settings could not be saved: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  go(screen: Screen): void {
    if (screen === this.screen) return;
    this.screen = screen;
    history.pushState({ screen }, "");
  }

  /** Back one screen (Android back button, Escape, the back buttons). */
  back(): void {
    if (this.screen === "home") return;
    if (history.state && typeof history.state === "object" && "screen" in history.state) history.back();
    else this.screen = "home";
  }

  /** Follows the browser/WebView history (Android's back button lands here). */
  onPopState(state: unknown): void {
    const screen =
      state && typeof state === "object" && "screen" in state ? (state as { screen: Screen }).screen : "home";
    this.screen = screen;
  }
}

export const app = new AppStore();

export function reducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
