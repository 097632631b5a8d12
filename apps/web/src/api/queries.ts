import type { DataEnvelope, User } from "@coursewright/course-model";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { updateUser, useIsLoggedIn } from "../session/store";
import { authClient, publicClient } from "./http";

export interface AppConfig {
  video_tutorials_url: string | null;
  userway_account: string | null;
  translations_version: string;
}

export const queryKeys = {
  config: ["config"] as const,
  currentUser: ["user"] as const,
};

export function useAppConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: async () => (await publicClient.get<DataEnvelope<AppConfig>>("/api/config")).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Refreshes the signed-in user from the server (the stored copy may be old, or absent for a URL token). */
export function useCurrentUser() {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: async () => (await authClient.get<DataEnvelope<User>>("/api/user")).data,
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) updateUser(query.data);
  }, [query.data]);
  return query;
}
