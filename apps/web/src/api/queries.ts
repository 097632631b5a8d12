import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { updateUser, useIsLoggedIn } from "../session/store";
import { fetchAppConfig, fetchCurrentUser } from "./account";

export const queryKeys = {
  config: ["config"] as const,
  currentUser: ["user"] as const,
};

export function useAppConfig() {
  return useQuery({ queryKey: queryKeys.config, queryFn: fetchAppConfig, staleTime: Number.POSITIVE_INFINITY });
}

/** Refreshes the signed-in user from the server (the stored copy may be old, or absent for a URL token). */
export function useCurrentUser() {
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    queryKey: queryKeys.currentUser,
    queryFn: fetchCurrentUser,
    enabled: loggedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (query.data) updateUser(query.data);
  }, [query.data]);
  return query;
}
