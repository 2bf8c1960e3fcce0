// The engine's reasons (bindings/GapsWhy) in the player's language: why a move is refused or a
// tap does nothing. Rust sends the reason and the cards it names; the catalogue words them.
import type { GapsWhy } from "../../bindings/GapsWhy";
import { t } from "../../lib/i18n.svelte";
import { cardShort, SUIT_SYMBOLS } from "../../lib/cards";

export function whyWords(why: GapsWhy): string {
  switch (why.why) {
    case "locked":
    case "heads_row":
    case "in_run":
    case "no_first_column_space":
    case "cannot_move_now":
      return t(`gaps-because-${kebab(why.why)}`, { card: cardShort(why.card) });
    case "first_column":
    case "first_column_none_free":
      return t(`gaps-because-${kebab(why.why)}`, { rank: why.rank });
    case "only_follows":
    case "follower_locked":
      return t(`gaps-because-${kebab(why.why)}`, { card: cardShort(why.card), after: cardShort(why.after) });
    case "before_gone":
    case "before_no_gap":
    case "befores_no_gap":
      return t(`gaps-because-${kebab(why.why)}`, { card: cardShort(why.card), before: cardShort(why.before) });
    case "bridge_order":
      return t("gaps-because-bridge-order", { row: why.row + 1, suit: SUIT_SYMBOLS[why.suit] });
    case "mirror_repeat":
      return t("gaps-because-mirror-repeat", { row: why.row + 1, ofRow: why.of_row + 1, suit: SUIT_SYMBOLS[why.suit] });
    case "mirror_distinct":
      return t("gaps-because-mirror-distinct", { rows: why.rows, first: why.first + 1, second: why.second + 1, suit: SUIT_SYMBOLS[why.suit] });
    default:
      return t(`gaps-because-${kebab(why.why)}`);
  }
}

function kebab(code: string): string {
  return code.replaceAll("_", "-");
}
