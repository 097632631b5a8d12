import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authClient } from "../api/http";
import { useSession } from "../session/store";
import { embeddedLaunch, startEmbeddedSession, useEmbeddedSession } from "./embeddedSession";
import { EMBEDDED_STORAGE_KEY, storeLaunch } from "./launchStorage";
import { memoryStorage, NOW, redeemedLaunch } from "./testing";

const PLAYER = { pathname: "/coursePlayer/12", search: "?progress_mode=lms&launch=v1.launch" };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("startEmbeddedSession", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let replaceState: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    replaceState = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("window", { history: { replaceState }, location: { pathname: "/", assign: vi.fn() } });
    useEmbeddedSession.setState({ status: "none" });
    useSession.setState({ token: "own-sign-in", expiresAt: NOW + 1e9, persistence: "local" });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("redeems the launch and signs every call of the page in with its token, for this tab only", async () => {
    const storage = memoryStorage();
    const redeemed = redeemedLaunch();
    fetchMock.mockResolvedValueOnce(answer(200, { data: redeemed }));
    await startEmbeddedSession(PLAYER, storage, NOW);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/integration_launches/redeem");
    expect(JSON.parse(init.body)).toEqual({ launch: "v1.launch" });
    expect(init.headers.Authorization).toBeUndefined();
    expect(embeddedLaunch()).toEqual(redeemed);
    expect(useSession.getState()).toMatchObject({ token: "token-1", persistence: "session" });
    expect(storage.map.has(EMBEDDED_STORAGE_KEY)).toBe(true);

    fetchMock.mockResolvedValueOnce(answer(200, { data: {} }));
    await authClient.get("/api/course_player/get_course/12");
    expect(fetchMock.mock.calls[1]?.[1].headers.Authorization).toBe("Bearer token-1");
  });

  it("reuses this tab's redeemed launch on a reload", async () => {
    const storage = memoryStorage();
    storeLaunch(storage, "v1.launch", redeemedLaunch({ access_token: "kept" }));
    await startEmbeddedSession(PLAYER, storage, NOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe("kept");
  });

  it("sends the user id of the address for a launch that names none", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { data: redeemedLaunch() }));
    await startEmbeddedSession(
      { pathname: "/coursePlayer/12", search: "?progress_mode=scorm&integration_user_id=cmi-7&launch=v1.l" },
      memoryStorage(),
      NOW,
    );
    expect(JSON.parse(fetchMock.mock.calls[0]?.[1].body)).toEqual({ launch: "v1.l", integration_user_id: "cmi-7" });
  });

  it.each([
    [401, "expired"],
    [404, "unavailable"],
    [502, "network"],
  ])("shows the launch error screen for a %i, without the page's sign-in", async (status, reason) => {
    fetchMock.mockResolvedValueOnce(answer(status, { message: "no", error: "x" }));
    await startEmbeddedSession(PLAYER, memoryStorage(), NOW);
    expect(useEmbeddedSession.getState()).toEqual({ status: "failed", reason });
    expect(replaceState).toHaveBeenCalledWith(null, "", `/launchError?reason=${reason}`);
    expect(useSession.getState().token).toBeNull();
  });

  it("does nothing on other pages", async () => {
    await startEmbeddedSession({ pathname: "/dashboard", search: "?launch=v1" }, memoryStorage(), NOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe("own-sign-in");
  });
});
