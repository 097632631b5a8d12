import type {
  CreatePageTemplateRequest,
  DataEnvelope,
  PageTemplate,
  PageTemplateSummary,
  Paginated,
} from "@coursewright/course-model";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../api/http";

const BASE = "/api/page_templates";
// A template gone meanwhile is told in the dialog, not as the 404 screen over the builder.
const HERE = { redirectOn404: false } as const;
const KEY = ["page_templates"] as const;

export const pageTemplatesApi = {
  list: (signal?: AbortSignal) => authClient.get<Paginated<PageTemplateSummary>>(BASE, { ...HERE, signal }),
  get: async (id: number) => (await authClient.get<DataEnvelope<PageTemplate>>(`${BASE}/${id}`, HERE)).data,
  create: async (body: CreatePageTemplateRequest) =>
    (await authClient.post<DataEnvelope<PageTemplateSummary>>(BASE, body, HERE)).data,
  rename: async (id: number, title: string) =>
    (await authClient.put<DataEnvelope<PageTemplateSummary>>(`${BASE}/${id}`, { title }, HERE)).data,
  remove: (id: number) => authClient.delete<{ message?: string }>(`${BASE}/${id}`, undefined, HERE),
};

export function usePageTemplates(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => pageTemplatesApi.list(signal), enabled });
}

/** Any change to the creator's templates refreshes the list. */
function useTemplateWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useCreatePageTemplate = () => useTemplateWrite(pageTemplatesApi.create);
export const useRenamePageTemplate = () =>
  useTemplateWrite(({ id, title }: { id: number; title: string }) => pageTemplatesApi.rename(id, title));
export const useDeletePageTemplate = () => useTemplateWrite((id: number) => pageTemplatesApi.remove(id));
