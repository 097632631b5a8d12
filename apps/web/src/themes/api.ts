import type { DataEnvelope, Paginated, Theme, ThemeFields } from "@coursewright/course-model";
import { authClient } from "../api/http";

const BASE = "/api/themes";
// Writes show a missing theme where it happened (the dialog or the form), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

/** The answer of DELETE /api/themes/{id}: how many courses went back to the default theme. */
export interface ThemeDeleted {
  message?: string;
  courses_updated?: number;
}

export const themesApi = {
  list: (page: number, signal?: AbortSignal) =>
    authClient.get<Paginated<Theme>>(BASE, { ...HERE, signal, query: { page } }),
  // Opening the editor of a theme that does not exist is a page load: the 404 screen is right.
  get: async (id: number) => (await authClient.get<DataEnvelope<Theme>>(`${BASE}/${id}`)).data,
  create: async (body: ThemeFields) => (await authClient.post<DataEnvelope<Theme>>(BASE, body, HERE)).data,
  update: async (id: number, body: ThemeFields) =>
    (await authClient.put<DataEnvelope<Theme>>(`${BASE}/${id}`, body, HERE)).data,
  remove: (id: number) => authClient.delete<ThemeDeleted | null>(`${BASE}/${id}`, undefined, HERE),
  duplicate: async (id: number) =>
    (await authClient.post<DataEnvelope<Theme>>(`${BASE}/${id}/duplicate`, undefined, HERE)).data,
};

/** Query keys: everything under ["themes"] is refreshed after any change to a theme. */
export const themeKeys = {
  all: ["themes"] as const,
  list: (page: number) => ["themes", "list", page] as const,
  /** Every theme of the creator, for the course settings select. */
  choices: ["themes", "choices"] as const,
  detail: (id: number) => ["themes", "detail", id] as const,
};
