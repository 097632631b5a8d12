import { authClient } from "../api/http";
import { setLoading } from "../api/requestState";
import { clearSessionEverywhere } from "../session/store";

/** Spec 4: logout revokes the token, clears everything and reloads the page. */
export async function logout(): Promise<void> {
  setLoading(true);
  try {
    await authClient.post("/api/logout", undefined, { redirectOn404: false });
  } catch {
    // The token is forgotten here either way; the server expires it on its own.
  }
  clearSessionEverywhere();
  window.location.assign("/login");
}
