import { describe, expect, it } from "vitest";
import { formatNumber, t, useCatalogue, words } from "./i18n.svelte";

describe("t", () => {
  it("words a message with its variables and the plural English chooses", () => {
    useCatalogue("en", "");
    expect(t("room-error-seat-taken", { seat: 3 })).toBe("Seat 3 is taken.");
    expect(t("lobby-seats-open", { count: 1 })).toBe("1 seat is still open: wait for friends, or add computers.");
    expect(t("lobby-seats-open", { count: 2 })).toBe("2 seats are still open: wait for friends, or add computers.");
  });
  it("falls back to English for a message a language lacks, never showing the id", () => {
    useCatalogue("el", "home-tagline = Κλασικά επιτραπέζια παιχνίδια\n");
    expect(words.lang).toBe("el");
    expect(t("home-tagline")).toBe("Κλασικά επιτραπέζια παιχνίδια");
    expect(t("home-rules")).toBe("How to play");
    useCatalogue("en", "");
  });
  it("writes numbers the way the active language does", () => {
    useCatalogue("de", "");
    expect(formatNumber(12345)).toBe("12.345");
    useCatalogue("en", "");
    expect(formatNumber(12345)).toBe("12,345");
  });
  it("keeps a right-to-left sentence's values in their place (isolation marks)", () => {
    useCatalogue("ar", "room-error-seat-taken = المقعد { $seat } محجوز.\n");
    expect(t("room-error-seat-taken", { seat: 3 })).toBe("المقعد \u20683\u2069 محجوز.");
    useCatalogue("en", "");
  });
});
