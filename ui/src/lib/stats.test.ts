import { describe, expect, it } from "vitest";
import { winPercent } from "./stats";

describe("winPercent", () => {
  it("rounds to a whole percent, with a dash before the first game", () => {
    expect(winPercent(0, 0)).toBe("–");
    expect(winPercent(3, 1)).toBe("33%");
    expect(winPercent(3, 2)).toBe("67%");
    expect(winPercent(4, 4)).toBe("100%");
  });
});
