import type {
  ApiIntegration,
  ApiIntegrationWithSecret,
  DataEnvelope,
  IntegrationRequest,
  Paginated,
} from "@coursewright/course-model";
import { authClient } from "../api/http";

const BASE = "/api/integrations";
// Writes show a missing integration where it happened (the dialog or the form), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export const integrationsApi = {
  list: (page: number, signal?: AbortSignal) =>
    authClient.get<Paginated<ApiIntegration>>(BASE, { ...HERE, signal, query: { page } }),
  // Opening the editor of an integration that does not exist is a page load: the 404 screen is right.
  get: async (id: number) => (await authClient.get<DataEnvelope<ApiIntegration>>(`${BASE}/${id}`)).data,
  create: async (body: IntegrationRequest) =>
    (await authClient.post<DataEnvelope<ApiIntegrationWithSecret>>(BASE, body, HERE)).data,
  update: async (id: number, body: IntegrationRequest) =>
    (await authClient.put<DataEnvelope<ApiIntegration>>(`${BASE}/${id}`, body, HERE)).data,
  regenerateSecret: async (id: number) =>
    (await authClient.post<DataEnvelope<ApiIntegrationWithSecret>>(`${BASE}/${id}/regenerate_secret`, undefined, HERE))
      .data,
  revoke: (id: number) => authClient.delete<{ message: string }>(`${BASE}/${id}`, undefined, HERE),
};

/** Query keys: everything under ["integrations"] is refreshed after any change. */
export const integrationKeys = {
  all: ["integrations"] as const,
  list: (page: number) => ["integrations", "list", page] as const,
  detail: (id: number) => ["integrations", "detail", id] as const,
};
