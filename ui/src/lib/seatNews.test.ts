import { describe, expect, it } from "vitest";
import type { SeatKind } from "../bindings/SeatKind";
import type { SeatView } from "../bindings/SeatView";
import type { AnyLevel } from "./roomTypes";
import { seatNews } from "./seatNews";

const person = (name: string, connected = true): SeatKind<AnyLevel> => ({ kind: "person", name, connected });
const computer = (level: AnyLevel = "medium"): SeatKind<AnyLevel> => ({ kind: "computer", level });
const open: SeatKind<AnyLevel> = { kind: "open" };
const seats = (...who: SeatKind<AnyLevel>[]): SeatView<AnyLevel>[] => who.map((w, seat) => ({ seat, who: w, host: seat === 0 }));

describe("seatNews", () => {
  const start = seats(person("Ana"), computer(), open, person("Ben"));

  it("says nothing for the first snapshot, nor when nobody moved", () => {
    expect(seatNews(null, start, 0)).toEqual([]);
    expect(seatNews(start, seats(person("Ana"), computer(), open, person("Ben")), 0)).toEqual([]);
  });

  it("a person joins, drops, comes back and leaves", () => {
    const joined = seats(person("Ana"), computer(), person("Cleo"), person("Ben"));
    expect(seatNews(start, joined, 0)).toEqual(["Cleo joined, in seat 3."]);
    const away = seats(person("Ana"), computer(), person("Cleo", false), person("Ben"));
    expect(seatNews(joined, away, 0)).toEqual(["Cleo is away."]);
    expect(seatNews(away, joined, 0)).toEqual(["Cleo is back."]);
    expect(seatNews(joined, start, 0)).toEqual(["Cleo left the room."]);
  });

  it("a computer takes a seat: an open one, or one a person left; one removed opens it", () => {
    const filled = seats(person("Ana"), computer(), computer("easy"), person("Ben"));
    expect(seatNews(start, filled, 0)).toEqual(["Easy computer took seat 3."]);
    const replaced = seats(person("Ana"), computer(), open, computer());
    expect(seatNews(start, replaced, 0)).toEqual(["Ben left the room.", "Medium computer 2 took seat 4."]);
    expect(seatNews(filled, start, 0)).toEqual(["Seat 3 is open."]);
  });

  it("several changes at once, in seat order; this device's own seat is left to the connection's words", () => {
    const next = seats(person("Ana", false), person("Dan"), open, person("Ben", false));
    expect(seatNews(start, next, 0)).toEqual(["Dan joined, in seat 2.", "Ben is away."]);
    expect(seatNews(start, next, 3)).toEqual(["Ana is away.", "Dan joined, in seat 2."]);
  });
});
