// Screen navigation through the WebView's history, so the platform's own "back" works.
//
// Every move away from home pushes one history entry ({ screen, depth }); going back pops one.
// On Android, Tauri's activity sends the back gesture to the WebView when it can go back and
// closes the app when it cannot, so the home screen must always be the bottom entry: then a
// back gesture walks back through the screens and, on home, leaves the app. Escape and the
// on-screen back buttons use the same path (history.back()), so all three agree.

/** The part of `window.history` this module uses (a fake one in the tests). */
export interface HistoryLike {
  readonly state: unknown;
  pushState(data: unknown, unused: string): void;
  replaceState(data: unknown, unused: string): void;
  back(): void;
  go(delta: number): void;
}

/** What each history entry holds: the screen, and how many entries lie above home. */
export interface Entry<S extends string> {
  screen: S;
  depth: number;
}

export class ScreenHistory<S extends string> {
  private depth = 0;
  private shown: S;
  /** The screen at each depth, as far as this page has seen them (home at 0). */
  private trail: S[];

  /**
   * @param history  the WebView's history (window.history)
   * @param home     the first screen, at the bottom of the history
   * @param isScreen which values are real screens (anything else in an entry means home)
   * @param show     switches the visible screen
   */
  constructor(
    private readonly history: HistoryLike,
    private readonly home: S,
    private readonly isScreen: (value: unknown) => value is S,
    private readonly show: (screen: S) => void,
  ) {
    this.shown = home;
    this.trail = [home];
  }

  /** The screen shown now. */
  get screen(): S {
    return this.shown;
  }

  /** At start-up: the current entry becomes home, at the bottom. */
  start(): void {
    this.depth = 0;
    this.shown = this.home;
    this.trail = [this.home];
    this.history.replaceState(this.entry(this.home, 0), "");
  }

  /** Opens `screen` on top of the current one (one history entry). Going "to" home goes back to it. */
  go(screen: S): void {
    if (screen === this.shown) return;
    if (screen === this.home) {
      if (this.depth > 0) this.history.go(-this.depth);
      else this.set(this.home, 0);
      return;
    }
    this.depth += 1;
    this.history.pushState(this.entry(screen, this.depth), "");
    this.set(screen, this.depth);
  }

  /**
   * One screen back (Escape, the on-screen back buttons). Returns false on home, where there is
   * nothing to go back to (the platform's back gesture then leaves the app).
   */
  back(): boolean {
    if (this.shown === this.home) return false;
    if (this.depth > 0) {
      this.history.back(); // the popstate that follows shows the screen below
    } else {
      // Not reached through the history (should not happen): go home without leaving an entry.
      this.history.replaceState(this.entry(this.home, 0), "");
      this.set(this.home, 0);
    }
    return true;
  }

  /** The screen one step back, when known (null on home). */
  below(): S | null {
    return this.depth > 0 ? (this.trail[this.depth - 1] ?? null) : null;
  }

  /** Back to `screen` when it is the one below, else opens it: a round trip leaves no extra entry. */
  backTo(screen: S): void {
    if (this.below() === screen) this.back();
    else this.go(screen);
  }

  /** Handles a `popstate` (the platform's back gesture, or history.back()/go() from above). */
  onPopState(state: unknown): void {
    const entry = this.parse(state);
    this.set(entry.screen, entry.depth);
  }

  private set(screen: S, depth: number): void {
    this.depth = depth;
    this.trail = this.trail.slice(0, depth);
    this.trail[depth] = screen;
    if (screen !== this.shown) {
      this.shown = screen;
      this.show(screen);
    }
  }

  private entry(screen: S, depth: number): Entry<S> {
    return { screen, depth };
  }

  /** An entry we did not write (or a damaged one) counts as home. */
  private parse(state: unknown): Entry<S> {
    if (state && typeof state === "object" && "screen" in state) {
      const { screen, depth } = state as { screen: unknown; depth?: unknown };
      if (this.isScreen(screen) && screen !== this.home) {
        const d = typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 1;
        return { screen, depth: d };
      }
    }
    return { screen: this.home, depth: 0 };
  }
}
