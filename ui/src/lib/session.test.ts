import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notice } from "../bindings/Notice";
import { ApiError } from "./api";
import { Session, type SessionDeps, type SessionGame, type Turn } from "./session.svelte";

interface Answer {
  version: number;
  computer: boolean;
}

/** A promise the test settles by hand: an answer still on its way. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup(over: Partial<SessionGame<Answer>> = {}) {
  const shown: { next: Answer; how: string; from: number }[] = [];
  let latest: Answer = { version: 1, computer: false };
  const deps: SessionDeps & { buzzes: number; notices: Notice[] } = {
    buzzes: 0,
    notices: [],
    appInfo: () => Promise.resolve({ version: 1, notice: null }),
    notice(notice) {
      this.notices.push(notice);
    },
    buzz() {
      this.buzzes += 1;
    },
  };
  const game: SessionGame<Answer> = {
    current: vi.fn(() => Promise.resolve(latest)),
    fresh: vi.fn((v: number) => Promise.resolve({ version: v + 1, computer: false })),
    show: (next, how, from) => {
      latest = next;
      shown.push({ next, how, from });
    },
    computer: vi.fn((v: number) => Promise.resolve({ version: v + 1, computer: false })),
    turn: (): Turn | null => (latest.computer ? { wait: 100 } : null),
    ...over,
  };
  const session = new Session(game, deps);
  return { session, game, deps, shown, setLatest: (a: Answer) => (latest = a) };
}

describe("Session", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("opens the game in progress, or a new one from the app's version", async () => {
    const a = setup();
    await a.session.open();
    expect(a.shown).toEqual([{ next: { version: 1, computer: false }, how: "quiet", from: 0 }]);
    expect(a.session.version).toBe(1);

    const b = setup({ current: () => Promise.resolve(null) });
    const reset: Notice = { kind: "parts_reset", parts: ["game.soi"], kept: null };
    b.deps.appInfo = () => Promise.resolve({ version: 7, notice: reset });
    await b.session.open();
    expect(b.game.fresh).toHaveBeenCalledWith(7);
    expect(b.session.version).toBe(8);
    expect(b.deps.notices).toEqual([reset]);
  });

  it("an action sends the version seen, shows the answer and takes the new version", async () => {
    const { session, shown } = setup();
    await session.open();
    const call = vi.fn((v: number) => Promise.resolve({ version: v + 1, computer: false }));
    expect(await session.act(call)).toBe(true);
    expect(call).toHaveBeenCalledWith(1);
    expect(shown[shown.length - 1]).toEqual({ next: { version: 2, computer: false }, how: "move", from: 1 });
    expect(session.version).toBe(2);
    expect(session.busy).toBe(false);
  });

  it("one command at a time: a second tap while busy is not sent", async () => {
    const { session } = setup();
    await session.open();
    const slow = deferred<Answer>();
    const first = session.act(() => slow.promise);
    expect(session.busy).toBe(true);
    const second = vi.fn(() => Promise.resolve({ version: 9, computer: false }));
    expect(await session.act(second)).toBe(false);
    expect(second).not.toHaveBeenCalled();
    slow.resolve({ version: 2, computer: false });
    expect(await first).toBe(true);
  });

  // A refusal is said in the page's words for its code; the English Rust sends beside it is not shown.
  it("a stale refusal buzzes, says why and reads the game anew", async () => {
    const { session, game, deps, shown, setLatest } = setup();
    await session.open();
    setLatest({ version: 5, computer: false });
    const ok = await session.act(() => Promise.reject(new ApiError("stale", "(Rust's English)")));
    expect(ok).toBe(false);
    expect(deps.buzzes).toBe(1);
    expect(session.message).toEqual({ text: "The screen was out of date: here is the game as it is now.", kind: "error" });
    expect(session.alertText).toBe("The screen was out of date: here is the game as it is now.");
    expect(game.current).toHaveBeenCalledTimes(2);
    expect(shown[shown.length - 1]).toEqual({ next: { version: 5, computer: false }, how: "quiet", from: 1 });
    expect(session.version).toBe(5);
  });

  it("another refusal is said and changes nothing, unless the game lists it for a re-read", async () => {
    const { session, game } = setup({ reloadOn: ["computer_turn"] });
    await session.open();
    await session.act(() => Promise.reject(new ApiError("does_not_fit", "That card does not fit.")));
    expect(game.current).toHaveBeenCalledTimes(1);
    expect(session.message?.text).toBe("That does not fit there.");
    await session.act(() => Promise.reject(new ApiError("computer_turn", "Wait for the computer.")));
    expect(game.current).toHaveBeenCalledTimes(2);
  });

  it("request() shows the state an answer carries, and only then takes its version", async () => {
    const { session, shown } = setup();
    await session.open();
    const seen: number[] = [];
    // An answer with a new game in it (a game given up for a new deal).
    const a = await session.request(
      (v) => {
        seen.push(v);
        return Promise.resolve({ line: 3, game: { version: v + 1, computer: false } as Answer | null });
      },
      (answer) => answer.game,
      "quiet",
    );
    expect(a?.line).toBe(3);
    expect(shown[shown.length - 1]).toEqual({ next: { version: 2, computer: false }, how: "quiet", from: 1 });
    expect(session.version).toBe(2);
    // An answer without one (a lost game solved as it stands): nothing shown, version kept.
    const before = shown.length;
    const b = await session.request((v) => Promise.resolve({ line: 4, game: null as Answer | null, v }), (answer) => answer.game);
    expect(b?.v).toBe(2);
    expect(shown).toHaveLength(before);
    expect(session.version).toBe(2);
    expect(seen).toEqual([1]);
    expect(session.busy).toBe(false);
  });

  it("request() refused: said like act(), null, a stale screen read anew", async () => {
    const { session, game, deps } = setup();
    await session.open();
    const r = await session.request(() => Promise.reject(new ApiError("stale", "Out of date.")), () => null);
    expect(r).toBeNull();
    expect(deps.buzzes).toBe(1);
    expect(session.message?.text).toBe("The screen was out of date: here is the game as it is now.");
    expect(game.current).toHaveBeenCalledTimes(2);
  });

  it("request() after dispose(): a late answer's state is not shown", async () => {
    const { session, shown } = setup();
    await session.open();
    const d = deferred<{ game: Answer }>();
    const pending = session.request(() => d.promise, (a) => a.game);
    session.dispose();
    d.resolve({ game: { version: 9, computer: false } });
    expect(await pending).toBeNull();
    expect(shown.some((s) => s.next.version === 9)).toBe(false);
  });

  it("a message goes after its time; a newer one replaces it", async () => {
    const { session } = setup({ messageMs: 1000 });
    session.say("First");
    vi.advanceTimersByTime(600);
    session.say("Second");
    vi.advanceTimersByTime(600);
    expect(session.message?.text).toBe("Second");
    vi.advanceTimersByTime(500);
    expect(session.message).toBeNull();
    expect(session.announcement).toBe("Second");
  });

  it("the computer's turn loop: one call per move after the wait, until a person is to play", async () => {
    const { session, game, setLatest } = setup();
    setLatest({ version: 1, computer: true });
    await session.open();
    let calls = 0;
    game.computer = vi.fn((v: number) => {
      calls += 1;
      return Promise.resolve({ version: v + 1, computer: calls < 3 });
    });
    expect(game.computer).not.toHaveBeenCalled();
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(100);
      await flush();
    }
    expect(game.computer).toHaveBeenCalledTimes(3);
    expect(session.version).toBe(4);
  });

  it("a turn can run something else (a demo deals the next round itself)", async () => {
    const run = vi.fn(() => Promise.resolve());
    let armed = true;
    const { session, game } = setup({ turn: () => (armed ? { wait: 50, run } : null) });
    await session.open();
    armed = true;
    await vi.advanceTimersByTimeAsync(50);
    expect(run).toHaveBeenCalledTimes(1);
    expect(game.computer).not.toHaveBeenCalled();
    armed = false;
  });

  it("pause() stops the loop until schedule() arms it again", async () => {
    const { session, game, setLatest } = setup();
    setLatest({ version: 1, computer: true });
    await session.open();
    session.pause();
    await vi.advanceTimersByTimeAsync(500);
    expect(game.computer).not.toHaveBeenCalled();
    session.schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(game.computer).toHaveBeenCalledTimes(1);
  });

  it("dispose() cancels every timer", async () => {
    const { session, game, setLatest } = setup();
    setLatest({ version: 1, computer: true });
    await session.open();
    const fired = vi.fn();
    session.later("popup", 200, fired);
    session.say("Hello");
    session.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(game.computer).not.toHaveBeenCalled();
    expect(fired).not.toHaveBeenCalled();
    expect(session.message?.text).toBe("Hello");
    session.later("again", 10, fired);
    session.schedule();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fired).not.toHaveBeenCalled();
    expect(game.computer).not.toHaveBeenCalled();
  });

  it("dispose() drops a computer move's late answer: not shown, and no next move", async () => {
    const { session, game, shown, setLatest } = setup();
    setLatest({ version: 1, computer: true });
    await session.open();
    const late = deferred<Answer>();
    game.computer = vi.fn(() => late.promise);
    await vi.advanceTimersByTimeAsync(100);
    expect(game.computer).toHaveBeenCalledTimes(1);
    session.dispose();
    late.resolve({ version: 2, computer: true });
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toHaveLength(1);
    expect(game.computer).toHaveBeenCalledTimes(1);
    expect(session.version).toBe(1);
  });

  it("dispose() drops an action's late answer and a late refusal (no say, no re-read)", async () => {
    const { session, game, deps, shown } = setup();
    await session.open();
    const late = deferred<Answer>();
    const answered = session.act(() => late.promise);
    session.dispose();
    late.resolve({ version: 2, computer: true });
    expect(await answered).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toHaveLength(1);
    expect(game.computer).not.toHaveBeenCalled();

    const b = setup();
    await b.session.open();
    const refused = deferred<Answer>();
    const answer = b.session.act(() => refused.promise);
    b.session.dispose();
    refused.reject(new ApiError("stale", "Out of date."));
    expect(await answer).toBe(false);
    expect(b.game.current).toHaveBeenCalledTimes(1);
    expect(b.session.message).toBeNull();
    expect(b.deps.buzzes).toBe(0);
    expect(deps.buzzes).toBe(0);
  });

  it("dispose() while opening: the saved game is not shown", async () => {
    const pending = deferred<Answer | null>();
    const { session, shown } = setup({ current: () => pending.promise });
    const opening = session.open();
    session.dispose();
    pending.resolve({ version: 3, computer: true });
    await opening;
    expect(shown).toHaveLength(0);
  });

  it("a computer move refused as stale reads the game anew; other refusals are said", async () => {
    const { session, game, setLatest } = setup({ computerReloadOn: ["human_turn"] });
    setLatest({ version: 1, computer: true });
    await session.open();
    game.computer = vi.fn(() => Promise.reject(new ApiError("human_turn", "A person is to play.")));
    const current = vi.fn(() => Promise.resolve({ version: 4, computer: false }));
    game.current = current;
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(current).toHaveBeenCalledTimes(1);
    expect(session.version).toBe(4);
    expect(session.message).toBeNull();

    const b = setup();
    b.setLatest({ version: 1, computer: true });
    await b.session.open();
    b.game.computer = vi.fn(() => Promise.reject(new ApiError("internal", "Something broke.")));
    await vi.advanceTimersByTimeAsync(100);
    await flush();
    expect(b.session.message).toEqual({ text: "Something went wrong inside Quadrille; nothing was changed.", kind: "error" });
    expect(b.game.current).toHaveBeenCalledTimes(1);
  });

  it("start() says a refusal without a buzz", async () => {
    const { session, deps } = setup();
    await session.open();
    expect(await session.start(() => Promise.reject(new ApiError("save_failed", "Could not save.")))).toBe(false);
    expect(deps.buzzes).toBe(0);
    expect(session.message?.text).toBe("The change could not be saved, so nothing was changed.");
  });

  describe("adopt: a state pushed from outside (a room)", () => {
    it("shows a newer state as a move and ignores one that is not newer", async () => {
      const { session, shown } = setup();
      await session.open();
      session.adopt({ version: 3, computer: false });
      await flush();
      expect(shown[shown.length - 1]).toEqual({ next: { version: 3, computer: false }, how: "move", from: 1 });
      expect(session.version).toBe(3);
      const count = shown.length;
      session.adopt({ version: 3, computer: false });
      session.adopt({ version: 2, computer: false });
      await flush();
      expect(shown.length).toBe(count);
      expect(session.version).toBe(3);
    });

    it("waits while a command is on its way, then shows the pushed state only if it is still newer", async () => {
      const { session, shown } = setup();
      await session.open();
      const held = deferred<Answer>();
      const acting = session.act(() => held.promise);
      expect(session.busy).toBe(true);
      // Another player's move arrives before this device's answer: nothing is shown yet.
      session.adopt({ version: 4, computer: false });
      await flush();
      expect(shown.length).toBe(1);
      held.resolve({ version: 2, computer: false });
      await acting;
      await flush();
      expect(shown.map((s) => s.next.version)).toEqual([1, 2, 4]);
      expect(session.version).toBe(4);

      // A push that is the command's own answer (same version) is not shown twice.
      const again = deferred<Answer>();
      const second = session.act(() => again.promise);
      session.adopt({ version: 5, computer: false });
      again.resolve({ version: 5, computer: false });
      await second;
      await flush();
      expect(shown.map((s) => s.next.version)).toEqual([1, 2, 4, 5]);
    });

    it("a pushed state that waited is shown after a refusal too", async () => {
      const { session, shown, deps } = setup();
      await session.open();
      const held = deferred<Answer>();
      const acting = session.act(() => held.promise);
      session.adopt({ version: 6, computer: false });
      held.reject(new ApiError("not_your_turn", "It is not your turn."));
      expect(await acting).toBe(false);
      await flush();
      expect(deps.buzzes).toBe(1);
      expect(session.message).toEqual({ text: "It is not your turn.", kind: "error" });
      expect(shown[shown.length - 1]?.next.version).toBe(6);
    });

    it("does nothing after dispose", async () => {
      const { session, shown } = setup();
      await session.open();
      session.dispose();
      session.adopt({ version: 9, computer: false });
      await flush();
      expect(shown.length).toBe(1);
      expect(session.version).toBe(1);
    });
  });
});
