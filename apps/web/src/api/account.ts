import type { DataEnvelope, User } from "@coursewright/course-model";
import { authClient, publicClient } from "./http";

export interface AppConfig {
  video_tutorials_url: string | null;
  userway_account: string | null;
  translations_version: string;
}

/** The app's settings (the hook useAppConfig in queries.ts caches it). */
export const fetchAppConfig = async (): Promise<AppConfig> =>
  (await publicClient.get<DataEnvelope<AppConfig>>("/api/config")).data;

/** The signed-in user, fresh from the server (useCurrentUser in queries.ts caches it). */
export const fetchCurrentUser = async (): Promise<User> => (await authClient.get<DataEnvelope<User>>("/api/user")).data;
