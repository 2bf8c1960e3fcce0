import { afterEach, describe, expect, it } from "vitest";
import type { GapsWhy } from "../../bindings/GapsWhy";
import { hasMessage, useCatalogue } from "../../lib/i18n.svelte";
import greek from "../../locales/el.ftl?raw";
import { whyWords } from "./why";

const eight = { suit: "spades", rank: 8 } as const;
const seven = { suit: "spades", rank: 7 } as const;

/** One reason of every kind the engine sends (the Record makes a new kind fail to compile here). */
const EVERY: Record<GapsWhy["why"], GapsWhy> = {
  no_card: { why: "no_card" },
  not_a_gap: { why: "not_a_gap" },
  won: { why: "won" },
  aces_first: { why: "aces_first" },
  ace_to_first_column: { why: "ace_to_first_column" },
  locked: { why: "locked", card: eight },
  heads_row: { why: "heads_row", card: eight },
  in_run: { why: "in_run", card: eight },
  after_king: { why: "after_king" },
  blocked: { why: "blocked" },
  first_column: { why: "first_column", rank: 2 },
  first_column_none_free: { why: "first_column_none_free", rank: 1 },
  only_follows: { why: "only_follows", card: eight, after: seven },
  follower_locked: { why: "follower_locked", card: eight, after: seven },
  no_first_column_space: { why: "no_first_column_space", card: eight },
  cannot_move_now: { why: "cannot_move_now", card: eight },
  before_gone: { why: "before_gone", card: eight, before: seven },
  before_no_gap: { why: "before_no_gap", card: eight, before: seven },
  befores_no_gap: { why: "befores_no_gap", card: eight, before: seven },
  bridge_order: { why: "bridge_order", row: 1, suit: "diamonds" },
  mirror_repeat: { why: "mirror_repeat", row: 4, of_row: 0, suit: "hearts" },
  mirror_distinct: { why: "mirror_distinct", rows: 4, first: 0, second: 1, suit: "hearts" },
};

describe("whyWords", () => {
  afterEach(() => useCatalogue("en", ""));

  it("words every reason the engine sends, with its cards and rows", () => {
    for (const [kind, why] of Object.entries(EVERY)) {
      expect(hasMessage(`gaps-because-${kind.replaceAll("_", "-")}`), kind).toBe(true);
    }
    expect(whyWords(EVERY.before_gone)).toBe("The 8♠ can only follow the 7♠, which is not on the board.");
    expect(whyWords(EVERY.first_column)).toBe("Only a 2 can go into the first column.");
    expect(whyWords(EVERY.first_column_none_free)).toBe("Only an ace can go into the first column, and none can move here now.");
    // Rows are counted from 0 by the engine and from 1 by people.
    expect(whyWords(EVERY.bridge_order)).toBe("In bridge order row 2 takes an ace of ♦ (♣ ♦ ♥ ♠ from the top, twice).");
    expect(whyWords(EVERY.mirror_repeat)).toBe("Mirrored order: row 5 must repeat the suit of row 1 (♥).");
  });

  it("speaks the player's language", () => {
    useCatalogue("el", greek);
    const english = new Set<string>();
    useCatalogue("en", "");
    for (const why of Object.values(EVERY)) english.add(whyWords(why));
    useCatalogue("el", greek);
    for (const why of Object.values(EVERY)) {
      const text = whyWords(why);
      expect(english.has(text), text).toBe(false);
    }
    expect(whyWords(EVERY.locked)).toBe("Το φύλλο 8♠ είναι κλειδωμένο στην τελική του θέση.");
  });
});
