import { describe, expect, it } from "vitest";
import { escapeHtml, renderInline, renderMarkdown } from "./markdown";

describe("markdown", () => {
  it("renders headings and paragraphs, joining wrapped lines", () => {
    expect(renderMarkdown("# Title\n\nOne\ntwo.\n\n## Sub")).toBe(
      "<h1>Title</h1>\n<p>One two.</p>\n<h2>Sub</h2>",
    );
  });
  it("renders bullet and numbered lists with continuation lines", () => {
    expect(renderMarkdown("- a\n- b\n  more\n\n1. x\n2. y")).toBe(
      "<ul><li>a</li><li>b more</li></ul>\n<ol><li>x</li><li>y</li></ol>",
    );
  });
  it("a list right after a paragraph starts a new block", () => {
    expect(renderMarkdown("Intro:\n- a")).toBe("<p>Intro:</p>\n<ul><li>a</li></ul>");
  });
  it("renders bold, italics and code", () => {
    expect(renderInline("a **bold** and *it* and `c`")).toBe(
      "a <strong>bold</strong> and <em>it</em> and <code>c</code>",
    );
    expect(renderInline("2 * 3 * 4")).toBe("2 * 3 * 4");
  });
  it("escapes HTML everywhere", () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
    const html = renderMarkdown("# <script>\n\n<img src=x onerror=alert(1)> **<b>**");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("<strong>&lt;b&gt;</strong>");
  });
  it("handles Windows line ends and an empty source", () => {
    expect(renderMarkdown("a\r\nb")).toBe("<p>a b</p>");
    expect(renderMarkdown("")).toBe("");
  });
});
