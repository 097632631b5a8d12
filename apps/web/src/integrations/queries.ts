import type { ApiIntegration, IntegrationRequest } from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { integrationKeys, integrationsApi } from "./api";

/** One page of the creator's integrations (12, newest first); the previous page stays while the next loads. */
export function useIntegrationList(page: number) {
  return useQuery({
    queryKey: integrationKeys.list(page),
    queryFn: ({ signal }) => integrationsApi.list(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIntegration(id: number | null) {
  return useQuery({
    queryKey: integrationKeys.detail(id ?? 0),
    queryFn: () => integrationsApi.get(id ?? 0),
    enabled: id !== null,
  });
}

/** What the detail query keeps: the secret is shown once by the screen that received it, never cached. */
const withoutSecret = (answer: ApiIntegration): ApiIntegration => ({
  id: answer.id,
  title: answer.title,
  client_id: answer.client_id,
  allowed_origins: answer.allowed_origins,
  last_used_at: answer.last_used_at,
  created_at: answer.created_at,
  updated_at: answer.updated_at,
});

/** After a write the lists are stale and the detail is the answer (without its secret). */
function useIntegrationWrite<TVariables, TResult extends ApiIntegration>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      queryClient.setQueryData(integrationKeys.detail(answer.id), withoutSecret(answer));
      void queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, "list"] });
    },
  });
}

export function useCreateIntegration() {
  return useIntegrationWrite((body: IntegrationRequest) => integrationsApi.create(body));
}

export function useUpdateIntegration(id: number) {
  return useIntegrationWrite((body: IntegrationRequest) => integrationsApi.update(id, body));
}

export function useRegenerateSecret(id: number) {
  return useIntegrationWrite(() => integrationsApi.regenerateSecret(id));
}

export function useRevokeIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integration: ApiIntegration) => integrationsApi.revoke(integration.id),
    onSuccess: (_answer, integration) => {
      queryClient.removeQueries({ queryKey: integrationKeys.detail(integration.id) });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.all });
    },
  });
}
