import { describe, expect, it } from "vitest";
import { ScreenHistory, type HistoryLike } from "./history";

type S = "home" | "game" | "rules" | "settings";
const isScreen = (v: unknown): v is S => v === "home" || v === "game" || v === "rules" || v === "settings";

/**
 * A WebView history: a stack of entries and a position. back()/go() fire popstate like a browser
 * (asynchronously there; synchronously here, which is all the logic relies on). `systemBack`
 * is what Tauri's Android activity does with the back gesture: go back in the WebView when it
 * can, otherwise close the app.
 */
class FakeWebView implements HistoryLike {
  entries: unknown[] = [null];
  index = 0;
  closed = false;
  onpop: (state: unknown) => void = () => {};

  get state(): unknown {
    return this.entries[this.index];
  }
  pushState(data: unknown): void {
    this.entries = this.entries.slice(0, this.index + 1);
    this.entries.push(data);
    this.index += 1;
  }
  replaceState(data: unknown): void {
    this.entries[this.index] = data;
  }
  back(): void {
    this.go(-1);
  }
  go(delta: number): void {
    const next = this.index + delta;
    if (delta === 0 || next < 0 || next >= this.entries.length) return;
    this.index = next;
    this.onpop(this.state);
  }
  canGoBack(): boolean {
    return this.index > 0;
  }
  systemBack(): void {
    if (this.canGoBack()) this.back();
    else this.closed = true;
  }
}

function setup() {
  const web = new FakeWebView();
  const shown: S[] = [];
  const nav = new ScreenHistory<S>(web, "home", isScreen, (s) => shown.push(s));
  web.onpop = (state) => nav.onPopState(state);
  nav.start();
  return { web, nav, shown };
}

describe("ScreenHistory", () => {
  it("starts on home as the only entry, so the back gesture leaves the app", () => {
    const { web, nav } = setup();
    expect(nav.screen).toBe("home");
    expect(web.state).toEqual({ screen: "home", depth: 0 });
    expect(web.canGoBack()).toBe(false);
    expect(nav.back()).toBe(false);
    web.systemBack();
    expect(web.closed).toBe(true);
  });

  it("pushes one entry per screen and the back gesture walks back to home, then leaves", () => {
    const { web, nav, shown } = setup();
    nav.go("game");
    nav.go("rules");
    expect(web.entries).toHaveLength(3);
    expect(nav.screen).toBe("rules");

    web.systemBack();
    expect(nav.screen).toBe("game");
    web.systemBack();
    expect(nav.screen).toBe("home");
    expect(web.closed).toBe(false);
    web.systemBack();
    expect(web.closed).toBe(true);
    expect(shown).toEqual(["game", "rules", "game", "home"]);
  });

  it("the in-app back (Escape, back buttons) goes through the history too", () => {
    const { web, nav } = setup();
    nav.go("settings");
    expect(nav.back()).toBe(true);
    expect(nav.screen).toBe("home");
    expect(web.index).toBe(0);
    // Forward entries are dropped by the next push: no way "forward" into a stale screen.
    nav.go("game");
    expect(web.entries).toEqual([
      { screen: "home", depth: 0 },
      { screen: "game", depth: 1 },
    ]);
  });

  it("opening the screen already shown adds no entry", () => {
    const { web, nav } = setup();
    nav.go("game");
    nav.go("game");
    expect(web.entries).toHaveLength(2);
  });

  it("going to home from deep down returns to the bottom entry instead of stacking a second home", () => {
    const { web, nav } = setup();
    nav.go("game");
    nav.go("rules");
    nav.go("home");
    expect(nav.screen).toBe("home");
    expect(web.index).toBe(0);
    web.systemBack();
    expect(web.closed).toBe(true);
  });

  it("treats entries it did not write as home", () => {
    const { nav } = setup();
    nav.go("game");
    nav.onPopState(null);
    expect(nav.screen).toBe("home");
    nav.onPopState({ screen: "nowhere", depth: 3 });
    expect(nav.screen).toBe("home");
    nav.onPopState({ screen: "rules" });
    expect(nav.screen).toBe("rules");
    // ...and a later back from there still works
    expect(nav.back()).toBe(true);
  });

  it("start() after a reload puts home back at the bottom", () => {
    const { web, nav } = setup();
    nav.go("game");
    nav.start();
    expect(nav.screen).toBe("home");
    expect(web.state).toEqual({ screen: "home", depth: 0 });
  });

  it("goes back to a screen when it is the one below, else opens it (a game's way back to Today)", () => {
    const { web, nav } = setup();
    nav.go("settings");
    nav.go("game");
    expect(nav.below()).toBe("settings");
    nav.backTo("settings");
    expect(nav.screen).toBe("settings");
    expect(web.index).toBe(1);
    // Not below: opened on top.
    nav.backTo("rules");
    expect(nav.screen).toBe("rules");
    expect(web.entries).toHaveLength(3);
    expect(nav.below()).toBe("settings");
    nav.go("home");
    expect(nav.below()).toBeNull();
  });
});
