import {
  type ApiIntegration,
  INTEGRATION_TITLE_MAX_LENGTH,
  type IntegrationRequest,
  MAX_ALLOWED_ORIGINS,
  normalizeOrigin,
} from "@coursewright/course-model";
import type { Translate } from "../forms/validate";

/** The create and edit form: origins as the creator types them, one field each. */
export interface IntegrationFormValues {
  title: string;
  origins: string[];
}

export const INTEGRATION_FORM_FIELDS = ["title", "allowed_origins"] as const;

export const emptyIntegrationForm = (): IntegrationFormValues => ({ title: "", origins: [""] });

export const storedIntegrationForm = (integration: ApiIntegration): IntegrationFormValues => ({
  title: integration.title,
  origins: integration.allowed_origins.length > 0 ? [...integration.allowed_origins] : [""],
});

/** Empty rows are left out; each origin is sent as browsers compare them (lower case, no default port). */
export function formToRequest(values: IntegrationFormValues): IntegrationRequest {
  const origins = values.origins
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => normalizeOrigin(text) ?? text);
  return { title: values.title.trim(), allowed_origins: [...new Set(origins)] };
}

/** The same rules as the server's schema, with messages under the fields (origins.{index}). */
export function validateIntegrationForm(values: IntegrationFormValues, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = values.title.trim();
  if (!title) errors.title = t("validation.required");
  else if (title.length > INTEGRATION_TITLE_MAX_LENGTH)
    errors.title = t("validation.too_long", { max: INTEGRATION_TITLE_MAX_LENGTH });
  const seen = new Set<string>();
  values.origins.forEach((text, index) => {
    if (!text.trim()) return;
    const origin = normalizeOrigin(text);
    if (origin === null) errors[`origins.${index}`] = t("validation.origin");
    else if (seen.has(origin)) errors[`origins.${index}`] = t("integrations.form.origin_duplicate");
    else seen.add(origin);
  });
  if (values.origins.filter((text) => text.trim()).length > MAX_ALLOWED_ORIGINS)
    errors.origins = t("validation.too_many", { max: MAX_ALLOWED_ORIGINS });
  return errors;
}
