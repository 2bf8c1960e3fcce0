// The app-wide state: which screen is shown, the launch info, and the settings.
import type { AppInfo } from "../bindings/AppInfo";
import type { GapsVariant } from "../bindings/GapsVariant";
import type { Settings } from "../bindings/Settings";
import { api } from "./api";
import { ScreenHistory } from "./history";
import { setSoundEnabled } from "./sound";

export type Screen = "home" | GapsVariant | "fourside" | "soi" | "settings" | "rules";
const SCREENS: readonly Screen[] = ["home", "solitaire_x", "chinese_puzzle", "fourside", "soi", "settings", "rules"];
const isScreen = (value: unknown): value is Screen => SCREENS.some((s) => s === value);

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
  single_key_shortcuts: true,
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
