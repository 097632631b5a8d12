import type { ApiIntegration } from "@coursewright/course-model";
import type { ApiIntegrationRow } from "../../db/schema";

/** The only way an integration leaves the server: never its secret hash, its kind or its owner. */
export function presentIntegration(row: ApiIntegrationRow): ApiIntegration {
  return {
    id: row.id,
    title: row.title,
    client_id: row.client_id ?? "",
    allowed_origins: row.allowed_origins,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
