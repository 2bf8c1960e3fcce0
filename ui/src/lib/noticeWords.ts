// The start-up notice about saved data (bindings/Notice) in the player's language. Rust sends
// what happened, the damage and the paths; the catalogue words them.
import type { Damage } from "../bindings/Damage";
import type { Notice } from "../bindings/Notice";
import { t } from "./i18n.svelte";

/** A notice as the page keeps it: Rust's typed one, or a sentence the page already worded. */
export type ShownNotice = Notice | string;

export function noticeWords(notice: ShownNotice): string {
  if (typeof notice === "string") return notice;
  const kept = (path: string | null) => (path ? ` ${t("notice-kept", { path })}` : "");
  switch (notice.kind) {
    case "unreadable":
      return t("notice-unreadable", { path: notice.path });
    case "cannot_save":
      return notice.folder ? t("notice-cannot-save-in", { folder: notice.folder }) : t("notice-cannot-save");
    case "used_backup":
      return t("notice-used-backup", { damage: damageWords(notice.damage) }) + kept(notice.kept);
    case "started_afresh":
      return t("notice-started-afresh", { damage: damageWords(notice.damage) }) + kept(notice.kept);
    case "moves_lost":
      return t("notice-moves-lost", { damage: damageWords(notice.damage) }) + kept(notice.kept);
    case "parts_reset":
      return t("notice-parts-reset", { parts: notice.parts.map(partWords).join(", ") }) + kept(notice.kept);
  }
}

function damageWords(damage: Damage): string {
  return t(`notice-damage-${damage.replaceAll("_", "-")}`);
}

/** A store key ("settings", "game.soi", "game.solitaire_x") as the player knows it. */
function partWords(key: string): string {
  if (key === "settings" || key === "stats" || key === "tournaments") return t(`notice-part-${key}`);
  const game = /^game\.([a-z_]+)$/.exec(key)?.[1];
  return game ? t("notice-part-game", { game: t(`game-${game.replaceAll("_", "-")}`) }) : key;
}
