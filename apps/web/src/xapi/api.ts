import type { XapiSettingsAnswer, XapiSettingsRequest } from "@coursewright/course-model";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../api/http";

/** Whose store: the creator's default (courseId null) or one course's own. */
export type XapiScope = { courseId: number | null };

const urlOf = ({ courseId }: XapiScope) =>
  courseId === null ? "/api/xapi/settings" : `/api/xapi/courses/${courseId}/settings`;
// Errors show in the form, not as the 404 screen.
const HERE = { redirectOn404: false } as const;
const keyOf = ({ courseId }: XapiScope) => ["xapi", courseId ?? "creator"] as const;

export const xapiApi = {
  read: (scope: XapiScope) => authClient.get<XapiSettingsAnswer>(urlOf(scope), HERE),
  save: (scope: XapiScope, body: XapiSettingsRequest) => authClient.put<XapiSettingsAnswer>(urlOf(scope), body, HERE),
  remove: (scope: XapiScope) => authClient.delete<{ message: string }>(urlOf(scope), undefined, HERE),
};

export const useXapiSettings = (scope: XapiScope) =>
  useQuery({ queryKey: keyOf(scope), queryFn: () => xapiApi.read(scope) });

/** A save or a removal; every store's answer is read again (a course's shows the default it inherits). */
export function useXapiWrite<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ["xapi"] }) });
}
