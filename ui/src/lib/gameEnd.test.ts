import { describe, expect, it } from "vitest";
import type { GameOver } from "../bindings/GameOver";
import { GameEnd } from "./gameEnd.svelte";

const record = { won: true } as unknown as GameOver;

describe("GameEnd", () => {
  it("shows the panel when a game ends, until the person looks at the board", () => {
    const end = new GameEnd();
    expect(end.showing(false)).toBe(false);
    end.update(record, false, true);
    expect(end.showing(true)).toBe(true);
    expect(end.finished).toBe(record);
    end.look();
    expect(end.showing(true)).toBe(false);
    // A later answer for the same ended game (a re-read) keeps the panel hidden and the record.
    end.update(null, true, true);
    expect(end.showing(true)).toBe(false);
    expect(end.finished).toBe(record);
  });
  it("shows the panel again at the next game's end, and forgets the record on a new game", () => {
    const end = new GameEnd();
    end.update(record, false, true);
    end.look();
    end.reset();
    expect(end.finished).toBeNull();
    end.update(null, false, false);
    expect(end.showing(false)).toBe(false);
    end.update(null, false, true);
    expect(end.showing(true)).toBe(true);
  });
});

describe("GameEnd and the deals of the day", () => {
  const daily = (state: "local" | "waiting") =>
    ({ won: true, daily: { game: "montana", day: "2026-12-07", board: { state } } }) as unknown as GameOver;

  it("sends a daily's result for the board once the game has ended, and nothing else", () => {
    let sent = 0;
    const end = new GameEnd(() => (sent += 1));
    end.update(record, false, true);
    end.update(daily("local"), false, true);
    expect(sent).toBe(0);
    end.update(daily("waiting"), false, true);
    expect(sent).toBe(1);
    // A re-read of the ended game carries no record: nothing is sent again.
    end.update(null, true, true);
    expect(sent).toBe(1);
  });
});
