import { describe, expect, it } from "vitest";
import { levelChoices, nameProblem, newRoom, seatCommand, serverProblem, type HostForm } from "./lobby";

const form: HostForm = {
  game: "soi",
  soiTarget: 300,
  fourSideLevel: "advanced",
  fourSideSize: 11,
  whenLeft: "computer",
  leftLevel: "impossible",
  spectators: true,
};

describe("the host's form", () => {
  it("makes a Soi room with its target and what becomes of a leaving person's seat", () => {
    expect(newRoom(form)).toEqual({
      game: "soi",
      of: { rules: { target: 300 }, spectators: true, when_left: { then: "computer", level: "impossible" } },
    });
    expect(newRoom({ ...form, soiTarget: 5000, whenLeft: "wait" }).of).toEqual({
      rules: { target: 1000 },
      spectators: true,
      when_left: { then: "wait" },
    });
  });

  it("makes a FourSide room; a Soi level left over from switching games falls back to the default", () => {
    expect(newRoom({ ...form, game: "four_side", spectators: false })).toEqual({
      game: "four_side",
      of: { rules: { level: "advanced", size: 11 }, spectators: false, when_left: { then: "computer", level: "intermediate" } },
    });
  });

  it("offers each game's own levels", () => {
    expect(levelChoices("soi").map((c) => c.value)).toEqual(["easy", "medium", "impossible"]);
    expect(levelChoices("four_side").map((c) => c.label)).toEqual(["Beginner", "Intermediate", "Advanced", "Expert"]);
  });
});

describe("checks like Rust's", () => {
  it("a name: not empty, at most 40 characters, no control characters", () => {
    expect(nameProblem("Ana")).toBeNull();
    expect(nameProblem("  ")).toMatch(/Type your name/);
    expect(nameProblem("x".repeat(40))).toBeNull();
    expect(nameProblem("x".repeat(41))).toMatch(/at most 40/);
    expect(nameProblem("a\u0007b")).toMatch(/control/);
  });

  it("a server address: empty, or ws:// / wss:// without spaces, at most 200 characters", () => {
    expect(serverProblem("")).toBeNull();
    expect(serverProblem("wss://rooms.example.org/ws")).toBeNull();
    expect(serverProblem("ws://192.168.1.4:7000/ws")).toBeNull();
    expect(serverProblem("https://rooms.example.org")).toMatch(/starts with wss/);
    expect(serverProblem("wss://a b")).toMatch(/no spaces/);
    expect(serverProblem(`wss://${"a".repeat(195)}`)).toMatch(/at most 200/);
  });
});

describe("the host's seat commands", () => {
  it("are the game's own commands; a level of the other game is no command", () => {
    expect(seatCommand("soi", { type: "computer", seat: 2, level: "easy" })).toEqual({ game: "soi", of: { type: "set_computer", seat: 2, level: "easy" } });
    expect(seatCommand("four_side", { type: "computer", seat: 1, level: "easy" })).toBeNull();
    expect(seatCommand("four_side", { type: "open", seat: 1 })).toEqual({ game: "four_side", of: { type: "open", seat: 1 } });
    expect(seatCommand("soi", { type: "start" })).toEqual({ game: "soi", of: { type: "start" } });
  });
});
