import type { TokenResponse } from "@coursewright/course-model";
import { queryKeys } from "../api/queries";
import { queryClient } from "../api/queryClient";
import { pathAfterLogin } from "../routing/guards";
import { lastVisitedPage } from "../routing/lastVisited";
import { GUEST_ONLY_PATHS } from "../routing/routeTable";
import { signIn } from "./store";

/** Stores the new session and answers where to go: the remembered page, else the dashboard. */
export function completeSignIn(answer: TokenResponse): string {
  signIn(answer);
  queryClient.setQueryData(queryKeys.currentUser, answer.user);
  return pathAfterLogin(lastVisitedPage(), GUEST_ONLY_PATHS);
}
