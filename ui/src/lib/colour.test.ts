import { describe, expect, it } from "vitest";
import css from "../app.css?raw";
import { contrast, cssVar, deltaE2000, labSeen, VISION } from "./colour";

// The four-colour deck must stay apart for red-green colour blindness, and every suit colour
// must read as text on every card background (light, dark theme, and locked cards).
const SUITS = {
  spades: cssVar(css, "--suit-black"),
  hearts: cssVar(css, "--suit-red"),
  clubs: cssVar(css, "--suit-green"),
  diamonds: cssVar(css, "--suit-blue"),
};
const light = css.split(":root[data-theme=\"dark\"]")[0] ?? "";
const dark = css.split(":root[data-theme=\"dark\"]")[1] ?? "";
const CARD_BACKGROUNDS = [
  cssVar(light, "--card-face"),
  cssVar(light, "--card-placed"),
  cssVar(dark, "--card-face"),
  cssVar(dark, "--card-placed"),
];

function minPairwise(vision: keyof typeof VISION): number {
  const colours = Object.values(SUITS);
  let min = Infinity;
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++) {
      const a = colours[i];
      const b = colours[j];
      if (a && b) min = Math.min(min, deltaE2000(labSeen(a, vision), labSeen(b, vision)));
    }
  return min;
}

describe("colour maths", () => {
  it("agrees with known CIEDE2000 and contrast figures", () => {
    // Sharma, Wu & Dalal (2005) test pair 1.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

describe("four-colour deck", () => {
  it("keeps every pair of suits at least ΔE2000 20 apart, for normal, deuteranope and protanope vision", () => {
    for (const vision of ["normal", "deuteranopia", "protanopia"] as const) {
      expect(minPairwise(vision), vision).toBeGreaterThanOrEqual(20);
    }
  });

  it("gives every suit colour at least 4.5:1 against every card background", () => {
    for (const [suit, colour] of Object.entries(SUITS))
      for (const bg of CARD_BACKGROUNDS) expect(contrast(colour, bg), `${suit} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it("stands out from the card background under simulated colour blindness too", () => {
    for (const vision of ["deuteranopia", "protanopia"] as const)
      for (const colour of Object.values(SUITS))
        for (const bg of CARD_BACKGROUNDS)
          expect(deltaE2000(labSeen(colour, vision), labSeen(bg, vision))).toBeGreaterThanOrEqual(30);
  });
});

describe("focus ring", () => {
  it("has one of its two tones at 3:1 or more against any background", () => {
    const inner = cssVar(css, "--focus-inner");
    const outer = cssVar(css, "--focus-outer");
    expect(css).toContain("outline: 3px solid var(--focus-outer)");
    expect(css).toContain("0 0 0 2px var(--focus-inner)");
    // For any colour, the better of white and #111 reaches at least 4.5:1; sample a grid.
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
          expect(Math.max(contrast(inner, hex), contrast(outer, hex))).toBeGreaterThanOrEqual(3);
        }
  });
});
