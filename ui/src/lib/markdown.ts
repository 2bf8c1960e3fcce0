// A tiny Markdown renderer for the rules pages: headings, paragraphs, lists, bold, italics.
// Everything is HTML-escaped first, so the output is safe to put in {@html}.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Inline markup on one escaped run of text. */
export function renderInline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*(?!\s)(.+?)\*(?!\w)/g, "$1<em>$2</em>")
    .replace(/(^|[^\w])_(?!\s)(.+?)_(?!\w)/g, "$1<em>$2</em>")
    .replace(/`([^`]+)`/g, "<code>$1</code>");
}

type Block =
  | { kind: "p"; lines: string[] }
  | { kind: "ul" | "ol"; items: string[] };

export function renderMarkdown(source: string): string {
  const out: string[] = [];
  let block: Block | null = null;

  const close = () => {
    if (!block) return;
    if (block.kind === "p") out.push(`<p>${renderInline(block.lines.join(" "))}</p>`);
    else out.push(`<${block.kind}>${block.items.map((i) => `<li>${renderInline(i)}</li>`).join("")}</${block.kind}>`);
    block = null;
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (line.trim() === "") {
      close();
    } else if (heading) {
      close();
      const level = heading[1]?.length ?? 1;
      out.push(`<h${level}>${renderInline(heading[2] ?? "")}</h${level}>`);
    } else if (bullet || numbered) {
      const kind = bullet ? "ul" : "ol";
      const text = (bullet ?? numbered)?.[1] ?? "";
      if (!block || block.kind !== kind) {
        close();
        block = { kind, items: [] };
      }
      block.items.push(text);
    } else if (block && block.kind !== "p" && /^\s+\S/.test(raw)) {
      // A continuation line of the last list item.
      const last = block.items.length - 1;
      block.items[last] = `${block.items[last] ?? ""} ${line.trim()}`;
    } else {
      if (!block || block.kind !== "p") {
        close();
        block = { kind: "p", lines: [] };
      }
      block.lines.push(line.trim());
    }
  }
  close();
  return out.join("\n");
}
