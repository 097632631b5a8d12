import type {
  BannerRequest,
  BundleRequest,
  CatalogLabel,
  CreateHubShareRequest,
  DataEnvelope,
  EventRequest,
  Hub,
  HubAccessRequest,
  HubBanner,
  HubBundle,
  HubCourse,
  HubEvent,
  HubShare,
  Paginated,
  PutHubCoursesRequest,
  UpdateHubRequest,
} from "@coursewright/course-model";
import { authClient } from "../api/http";

const BASE = "/api/course_hubs";
// Writes show a missing hub where it happened (the dialog or the form), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export interface HubListQuery {
  page: number;
  search: string;
}

export type HubItemKind = "bundles" | "events" | "banners";
export type LabelKind = "categories" | "tags";

interface ItemTypes {
  bundles: { item: HubBundle; body: BundleRequest };
  events: { item: HubEvent; body: EventRequest };
  banners: { item: HubBanner; body: BannerRequest };
}
export type ItemOf<K extends HubItemKind> = ItemTypes[K]["item"];
export type BodyOf<K extends HubItemKind> = ItemTypes[K]["body"];

const data = async <T>(answer: Promise<DataEnvelope<T>>) => (await answer).data;
const hubPath = (hubId: number) => `${BASE}/${hubId}`;

export const hubsApi = {
  list: ({ page, search }: HubListQuery, signal?: AbortSignal) =>
    authClient.get<Paginated<Hub>>(BASE, { ...HERE, signal, query: { page, search: search || undefined } }),
  // Opening the settings of a hub that does not exist is a page load: the 404 screen is right.
  get: (id: number) => data(authClient.get<DataEnvelope<Hub>>(hubPath(id))),
  // The delete dialog's fresh counts: a hub gone meanwhile is said there, not by the 404 screen.
  counts: async (id: number) => (await data(authClient.get<DataEnvelope<Hub>>(hubPath(id), HERE))).counts,
  create: (name: string) => data(authClient.post<DataEnvelope<Hub>>(BASE, { name }, HERE)),
  update: (id: number, body: UpdateHubRequest) => data(authClient.put<DataEnvelope<Hub>>(hubPath(id), body, HERE)),
  remove: (id: number) => authClient.delete<{ message: string }>(hubPath(id), undefined, HERE),
  duplicate: (id: number) => data(authClient.post<DataEnvelope<Hub>>(`${hubPath(id)}/duplicate`, undefined, HERE)),

  courses: (hubId: number) => data(authClient.get<DataEnvelope<HubCourse[]>>(`${hubPath(hubId)}/courses`, HERE)),
  putCourses: (hubId: number, body: PutHubCoursesRequest) =>
    data(authClient.put<DataEnvelope<HubCourse[]>>(`${hubPath(hubId)}/courses`, body, HERE)),

  items: <K extends HubItemKind>(hubId: number, kind: K) =>
    data(authClient.get<DataEnvelope<ItemOf<K>[]>>(`${hubPath(hubId)}/${kind}`, HERE)),
  saveItem: <K extends HubItemKind>(hubId: number, kind: K, body: BodyOf<K>, id?: number) =>
    data(
      id === undefined
        ? authClient.post<DataEnvelope<ItemOf<K>>>(`${hubPath(hubId)}/${kind}`, body, HERE)
        : authClient.put<DataEnvelope<ItemOf<K>>>(`${hubPath(hubId)}/${kind}/${id}`, body, HERE),
    ),
  removeItem: (hubId: number, kind: HubItemKind, id: number) =>
    authClient.delete<{ message: string }>(`${hubPath(hubId)}/${kind}/${id}`, undefined, HERE),
  orderItems: <K extends "bundles" | "banners">(hubId: number, kind: K, ids: number[]) =>
    data(authClient.put<DataEnvelope<ItemOf<K>[]>>(`${hubPath(hubId)}/${kind}/order`, { ids }, HERE)),

  labels: (kind: LabelKind) => data(authClient.get<DataEnvelope<CatalogLabel[]>>(`/api/${kind}`, HERE)),
  createLabel: (kind: LabelKind, title: string) =>
    data(authClient.post<DataEnvelope<CatalogLabel>>(`/api/${kind}`, { title }, HERE)),
  renameLabel: (kind: LabelKind, id: number, title: string) =>
    data(authClient.put<DataEnvelope<CatalogLabel>>(`/api/${kind}/${id}`, { title }, HERE)),
  removeLabel: (kind: LabelKind, id: number) =>
    authClient.delete<{ message: string }>(`/api/${kind}/${id}`, undefined, HERE),

  shares: (hubId: number, page: number) =>
    authClient.get<Paginated<HubShare>>(`${hubPath(hubId)}/shares`, { ...HERE, query: { page } }),
  share: (hubId: number, body: CreateHubShareRequest) =>
    data(authClient.post<DataEnvelope<HubShare>>(`${hubPath(hubId)}/shares`, body, HERE)),
  revokeShare: (hubId: number, shareId: string) =>
    authClient.delete<{ message: string }>(`${hubPath(hubId)}/shares/${encodeURIComponent(shareId)}`, undefined, HERE),
  accessRequests: (hubId: number, page: number) =>
    authClient.get<Paginated<HubAccessRequest>>(`${hubPath(hubId)}/access_requests`, { ...HERE, query: { page } }),
  decide: (hubId: number, requestId: number, action: "accept" | "refuse") =>
    data(
      authClient.post<DataEnvelope<HubAccessRequest>>(
        `${hubPath(hubId)}/access_requests/${requestId}/${action}`,
        undefined,
        HERE,
      ),
    ),
};

/** Query keys: everything under ["hubs"] is refreshed after a change to a hub; labels are the creator's own. */
export const hubKeys = {
  all: ["hubs"] as const,
  lists: ["hubs", "list"] as const,
  list: (query: HubListQuery) => ["hubs", "list", query.page, query.search] as const,
  detail: (id: number) => ["hubs", "detail", id] as const,
  counts: (id: number) => ["hubs", "counts", id] as const,
  courses: (id: number) => ["hubs", "courses", id] as const,
  items: (id: number, kind: HubItemKind) => ["hubs", "items", id, kind] as const,
  shares: (id: number, page: number) => ["hubs", "shares", id, page] as const,
  requests: (id: number, page: number) => ["hubs", "requests", id, page] as const,
  labels: (kind: LabelKind) => ["catalog-labels", kind] as const,
};
