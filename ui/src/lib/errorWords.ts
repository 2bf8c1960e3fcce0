// A refused command in words. Rust answers with a code (bindings/ErrorCode: the app's own or a
// rule's); the page words it in the player's language. The `message` Rust still sends beside the
// code is English for logs and the CLI, and is never shown.
import type { AppCode } from "../bindings/AppCode";
import type { BadSetting } from "../bindings/BadSetting";
import type { ErrorDetail } from "../bindings/ErrorDetail";
import type { RuleCode } from "../bindings/RuleCode";
import type { ApiError } from "./api";
import { t } from "./i18n.svelte";
import { ruleText } from "./roomWords";

const APP_CODES: ReadonlySet<string> = new Set<AppCode>([
  "stale",
  "bad_action",
  "bad_argument",
  "bad_deal",
  "bad_settings",
  "no_game",
  "computer_turn",
  "human_turn",
  "save_failed",
  "internal",
  "bad_invite",
  "no_room",
  "unreachable",
  "bad_day",
  "daily_done",
  "daily_unavailable",
  "no_board",
  "off_script",
]);

/** Which setting is out of range, and its bounds. */
export function badSettingText(bad: BadSetting): string {
  const { field, ...bounds } = bad;
  return t(`setting-bad-${field.replace(/_/g, "-")}`, bounds);
}

/** Why a command was refused, in the active language. */
export function errorText(e: Pick<ApiError, "code"> & { detail?: ErrorDetail | null }): string {
  if (e.code === "ipc") return t("call-error-ipc");
  if (e.detail && "setting" in e.detail) return badSettingText(e.detail.setting);
  if (APP_CODES.has(e.code)) return t(`app-error-${e.code.replace(/_/g, "-")}`);
  return ruleText(e.code as RuleCode);
}
