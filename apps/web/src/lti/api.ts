import type { DataEnvelope, LtiPlatform, LtiPlatformRequest, LtiToolConfig } from "@coursewright/course-model";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../api/http";

const BASE = "/api/lti/platforms";
// Writes show their errors in the dialog that made them, not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export const ltiApi = {
  tool: async () => (await authClient.get<DataEnvelope<LtiToolConfig>>("/api/lti/tool")).data,
  list: async () => (await authClient.get<DataEnvelope<LtiPlatform[]>>(BASE, HERE)).data,
  create: async (body: LtiPlatformRequest) => (await authClient.post<DataEnvelope<LtiPlatform>>(BASE, body, HERE)).data,
  update: async (id: number, body: LtiPlatformRequest) =>
    (await authClient.put<DataEnvelope<LtiPlatform>>(`${BASE}/${id}`, body, HERE)).data,
  remove: (id: number) => authClient.delete<{ message: string }>(`${BASE}/${id}`, undefined, HERE),
};

const KEYS = { tool: ["lti", "tool"] as const, platforms: ["lti", "platforms"] as const };

export const useLtiTool = () => useQuery({ queryKey: KEYS.tool, queryFn: ltiApi.tool, staleTime: Infinity });
export const useLtiPlatforms = () => useQuery({ queryKey: KEYS.platforms, queryFn: ltiApi.list });

/** A write, after which the list is read again. */
export function useLtiWrite<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS.platforms }),
  });
}
