import { describe, expect, it } from "vitest";
import { firstAvailable, isRtl, negotiate } from "./languages";

const ALL = ["en", "es", "de", "fr", "el", "zh-CN", "ar"];

describe("negotiate", () => {
  it("takes the exact tag, else the language of a regional tag", () => {
    expect(negotiate("el", ALL)).toBe("el");
    expect(negotiate("el-GR", ALL)).toBe("el");
    expect(negotiate("es_MX", ALL)).toBe("es");
    expect(negotiate("FR-ca", ALL)).toBe("fr");
  });
  it("reads simplified Chinese in every spelling, and not traditional", () => {
    for (const tag of ["zh", "zh-CN", "zh-Hans", "zh-Hans-CN", "zh-SG"]) expect(negotiate(tag, ALL)).toBe("zh-CN");
    for (const tag of ["zh-TW", "zh-Hant", "zh-HK"]) expect(negotiate(tag, ALL)).toBe("en");
  });
  it("falls back to English for a language without a catalogue, or nothing", () => {
    expect(negotiate("ja-JP", ALL)).toBe("en");
    expect(negotiate("", ALL)).toBe("en");
    expect(negotiate("el-GR", ["en"])).toBe("en");
  });
});

describe("isRtl", () => {
  it("knows Arabic runs right to left and the others do not", () => {
    expect(isRtl("ar")).toBe(true);
    expect(isRtl("ar-EG")).toBe(true);
    expect(isRtl("el")).toBe(false);
    expect(isRtl("zh-CN")).toBe(false);
  });
});

describe("firstAvailable", () => {
  it("takes the first of the system's languages there is a catalogue for", () => {
    expect(firstAvailable(["el-GR", "en-US"], ALL)).toBe("el");
    expect(firstAvailable(["fi-FI", "de-DE", "en"], ALL)).toBe("de");
    expect(firstAvailable(["zh-Hans-CN"], ALL)).toBe("zh-CN");
  });
  it("keeps English when English comes first, and when nothing matches", () => {
    expect(firstAvailable(["en-GB", "el"], ALL)).toBe("en");
    expect(firstAvailable(["fi", "ja"], ALL)).toBe("en");
    expect(firstAvailable([], ALL)).toBe("en");
  });
});
