// Fakes for the embedded-session tests.
import type { RedeemedLaunch } from "@coursewright/course-model";
import type { KeyValueStorage } from "../session/storage";

export const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);

export function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

export const redeemedLaunch = (overrides: Partial<RedeemedLaunch> = {}): RedeemedLaunch => ({
  access_token: "token-1",
  expires_at: new Date(NOW + 3_600_000).toISOString(),
  course_id: 12,
  share_id: "AAAAAAAAAAAAAAAAAAAAAA",
  integration_user_id: "u-1",
  purpose: "player",
  allowed_origins: ["https://lms.example.com"],
  scorm_version: null,
  ...overrides,
});
