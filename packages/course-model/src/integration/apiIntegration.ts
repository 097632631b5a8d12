import { z } from "zod";
import { stripBidiControls } from "../text";
import { allowedOriginsSchema } from "./origins";

/** API integrations (spec 2 IntegrationsApi): an external system's credentials and the origins it embeds from. */

export const INTEGRATION_TITLE_MAX_LENGTH = 255;
/** Integrations per page of GET /api/integrations. */
export const INTEGRATIONS_PER_PAGE = 12;

const titleSchema = z
  .string({ error: "validation.required" })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, { error: "validation.required" })
  .max(INTEGRATION_TITLE_MAX_LENGTH, { error: "validation.too_long" });

/** POST /api/integrations and PUT /api/integrations/{id} (both fields, as the edit screen sends them). */
export const integrationRequestSchema = z.object({
  title: titleSchema,
  allowed_origins: allowedOriginsSchema,
});
export type IntegrationRequest = z.infer<typeof integrationRequestSchema>;

/** GET /api/integrations?page */
export const integrationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});

export const apiIntegrationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client_id: z.string(),
  allowed_origins: z.array(z.string()),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApiIntegration = z.infer<typeof apiIntegrationSchema>;

/** The answer of create and of regenerate: the only time the secret is ever shown. */
export const apiIntegrationWithSecretSchema = apiIntegrationSchema.extend({
  client_secret: z.string().describe("Shown once: only its hash is kept"),
});
export type ApiIntegrationWithSecret = z.infer<typeof apiIntegrationWithSecretSchema>;
