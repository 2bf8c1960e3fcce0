// Who came, went, dropped or came back in a room, in words for a polite live region: the seats
// of two snapshots in a row compared (issue 50: only the connection's state was spoken). Pure,
// so it is tested without a page.
import { t } from "./i18n.svelte";
import type { SeatView } from "../bindings/SeatView";
import { seatNames } from "./roomView";
import type { AnyLevel } from "./roomTypes";

type Seats = readonly SeatView<AnyLevel>[];

/**
 * What changed between `before` and `after`, one sentence each, in seat order. Nothing for the
 * first snapshot (`before` null: that is what the screen shows, not news), nor for this
 * device's own seat (`you`: the connection's state says that).
 */
export function seatNews(before: Seats | null, after: Seats, you: number | null): string[] {
  if (!before) return [];
  const names = seatNames(after);
  const news: string[] = [];
  after.forEach((s, i) => {
    const was = before.find((b) => b.seat === s.seat)?.who;
    const now = s.who;
    if (!was || s.seat === you) return;
    const seat = s.seat + 1;
    if (was.kind === "person" && now.kind === "person" && was.name === now.name) {
      if (was.connected && !now.connected) news.push(t("room-news-away", { name: now.name }));
      else if (!was.connected && now.connected) news.push(t("room-news-back", { name: now.name }));
      return;
    }
    if (was.kind === now.kind && (now.kind === "open" || (now.kind === "computer" && was.kind === "computer" && was.level === now.level))) return;
    // Someone else sits there now (or nobody).
    if (was.kind === "person") news.push(t("room-news-left", { name: was.name }));
    if (now.kind === "person") news.push(t("room-news-joined", { name: now.name, seat }));
    else if (now.kind === "computer") news.push(t("room-news-computer", { name: names[i] ?? "", seat }));
    else if (was.kind === "computer") news.push(t("room-news-open", { seat }));
  });
  return news;
}
