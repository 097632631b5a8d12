import type { CreateHubShareRequest, Hub, PutHubCoursesRequest, UpdateHubRequest } from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type BodyOf, type HubItemKind, type HubListQuery, hubKeys, hubsApi, type ItemOf, type LabelKind } from "./api";

/** One page of the creator's hubs (12, last edited first); the previous page stays on screen while the next loads. */
export function useHubList(query: HubListQuery) {
  return useQuery({
    queryKey: hubKeys.list(query),
    queryFn: ({ signal }) => hubsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useHub(id: number | null) {
  return useQuery({ queryKey: hubKeys.detail(id ?? 0), queryFn: () => hubsApi.get(id ?? 0), enabled: id !== null });
}

/** What goes with a hub if it is deleted, asked afresh each time the confirmation opens. */
export function useHubCounts(id: number | null) {
  return useQuery({
    queryKey: hubKeys.counts(id ?? 0),
    queryFn: () => hubsApi.counts(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** After any write the hub's counts (courses, bundles, shares...) and the list's cards may have changed. */
function useHubRefresh() {
  const queryClient = useQueryClient();
  return (hubId: number) => {
    void queryClient.invalidateQueries({ queryKey: hubKeys.detail(hubId) });
    void queryClient.invalidateQueries({ queryKey: hubKeys.lists });
  };
}

function useHubWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<Hub>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (hub) => {
      queryClient.setQueryData(hubKeys.detail(hub.id), hub);
      void queryClient.invalidateQueries({ queryKey: hubKeys.lists });
    },
  });
}

export const useCreateHub = () => useHubWrite((name: string) => hubsApi.create(name));
export const useUpdateHub = (id: number) => useHubWrite((body: UpdateHubRequest) => hubsApi.update(id, body));
export const useDuplicateHub = () => useHubWrite((id: number) => hubsApi.duplicate(id));

export function useDeleteHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hub: Hub) => hubsApi.remove(hub.id),
    onSuccess: (_answer, hub) => {
      queryClient.removeQueries({ queryKey: hubKeys.detail(hub.id) });
      queryClient.removeQueries({ queryKey: hubKeys.counts(hub.id) });
      void queryClient.invalidateQueries({ queryKey: hubKeys.lists });
    },
  });
}

export function useHubCourses(hubId: number | null) {
  return useQuery({
    queryKey: hubKeys.courses(hubId ?? 0),
    queryFn: () => hubsApi.courses(hubId ?? 0),
    enabled: hubId !== null,
  });
}

export function usePutHubCourses(hubId: number) {
  const queryClient = useQueryClient();
  const refresh = useHubRefresh();
  return useMutation({
    mutationFn: (body: PutHubCoursesRequest) => hubsApi.putCourses(hubId, body),
    onSuccess: (courses) => {
      queryClient.setQueryData(hubKeys.courses(hubId), courses);
      // A course that left the hub left its bundles too; labels count the courses they are on.
      void queryClient.invalidateQueries({ queryKey: hubKeys.items(hubId, "bundles") });
      void queryClient.invalidateQueries({ queryKey: ["catalog-labels"] });
      refresh(hubId);
    },
  });
}

export function useHubItems<K extends HubItemKind>(hubId: number, kind: K) {
  return useQuery({ queryKey: hubKeys.items(hubId, kind), queryFn: () => hubsApi.items(hubId, kind) });
}

function useItemsWrite<K extends HubItemKind, TVariables, TAnswer>(
  hubId: number,
  kind: K,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  const refresh = useHubRefresh();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hubKeys.items(hubId, kind) });
      refresh(hubId);
    },
  });
}

export const useSaveItem = <K extends HubItemKind>(hubId: number, kind: K) =>
  useItemsWrite(hubId, kind, ({ body, id }: { body: BodyOf<K>; id?: number }) =>
    hubsApi.saveItem(hubId, kind, body, id),
  );

export const useRemoveItem = (hubId: number, kind: HubItemKind) =>
  useItemsWrite(hubId, kind, (id: number) => hubsApi.removeItem(hubId, kind, id));

/** Moves one item: the list shows the new order at once and goes back to the stored one if the server refuses. */
export function useOrderItems<K extends "bundles" | "banners">(hubId: number, kind: K) {
  const queryClient = useQueryClient();
  const key = hubKeys.items(hubId, kind);
  return useMutation({
    mutationFn: (ids: number[]) => hubsApi.orderItems(hubId, kind, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ItemOf<K>[]>(key);
      if (before) {
        const byId = new Map(before.map((item) => [item.id, item]));
        queryClient.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useLabels(kind: LabelKind) {
  return useQuery({ queryKey: hubKeys.labels(kind), queryFn: () => hubsApi.labels(kind), staleTime: 30_000 });
}

function useLabelWrite<TVariables, TAnswer>(kind: LabelKind, mutationFn: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hubKeys.labels(kind) });
      // A deleted label leaves every hub course it was on.
      void queryClient.invalidateQueries({ queryKey: ["hubs", "courses"] });
    },
  });
}

export const useCreateLabel = (kind: LabelKind) =>
  useLabelWrite(kind, (title: string) => hubsApi.createLabel(kind, title));
export const useRenameLabel = (kind: LabelKind) =>
  useLabelWrite(kind, ({ id, title }: { id: number; title: string }) => hubsApi.renameLabel(kind, id, title));
export const useRemoveLabel = (kind: LabelKind) => useLabelWrite(kind, (id: number) => hubsApi.removeLabel(kind, id));

export function useHubShares(hubId: number, page: number) {
  return useQuery({
    queryKey: hubKeys.shares(hubId, page),
    queryFn: () => hubsApi.shares(hubId, page),
    placeholderData: keepPreviousData,
  });
}

function useSharingWrite<TVariables, TAnswer>(hubId: number, mutationFn: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  const refresh = useHubRefresh();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["hubs", "shares", hubId] });
      void queryClient.invalidateQueries({ queryKey: ["hubs", "requests", hubId] });
      refresh(hubId);
    },
  });
}

export const useShareHub = (hubId: number) =>
  useSharingWrite(hubId, (body: CreateHubShareRequest) => hubsApi.share(hubId, body));
export const useRevokeHubShare = (hubId: number) =>
  useSharingWrite(hubId, (shareId: string) => hubsApi.revokeShare(hubId, shareId));

export function useAccessRequests(hubId: number, page: number) {
  return useQuery({
    queryKey: hubKeys.requests(hubId, page),
    queryFn: () => hubsApi.accessRequests(hubId, page),
    placeholderData: keepPreviousData,
  });
}

export const useDecideAccessRequest = (hubId: number) =>
  useSharingWrite(hubId, ({ id, action }: { id: number; action: "accept" | "refuse" }) =>
    hubsApi.decide(hubId, id, action),
  );
