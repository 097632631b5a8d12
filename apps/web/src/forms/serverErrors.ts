import { ApiError } from "../api/errors";
import type { Translate } from "./validate";

export interface ErrorTarget {
  setErrors(errors: Record<string, string>): void;
  /** Names of the form's fields: server errors for other fields go to the general message. */
  fields: readonly string[];
}

/**
 * Shows a failed submit: 422 field errors under their fields (the first message each), and returns
 * the sentence for the form's alert, or null when the field errors say it all.
 */
export function showServerError(error: unknown, target: ErrorTarget, translate: Translate): string | null {
  if (!(error instanceof ApiError)) return translate("errors_ui.unexpected");
  if (error.status === 422) {
    const known: Record<string, string> = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(error.validation.errors)) {
      if (target.fields.includes(field)) known[field] = message;
      else other.push(message);
    }
    target.setErrors(known);
    if (other.length > 0) return other.join(" ");
    return Object.keys(known).length > 0 ? null : (error.validation.message ?? translate("errors_ui.check_fields"));
  }
  // The "server request failed" banner already says it, with a retry button.
  if (error.status === 0 || error.status >= 500) return null;
  return error.serverMessage ?? translate("errors_ui.unexpected");
}
