import { type CourseProgress, emptyProgress, type PlayerProgress } from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../session/store";
import type { Timers } from "./ProgressStore";
import { createServerStore, PLAYER_API } from "./serverStore";

const row = (overrides: Partial<PlayerProgress> = {}): PlayerProgress => ({
  id: 7,
  share_id: "share-1",
  course_id: 1,
  current_page_id: 11,
  completed: false,
  passed: false,
  pass_percent: 0,
  met_display_conditions: [],
  current_attempt_number: 0,
  desired_pages_order: [10, 11, 12],
  pages_progresses: [],
  blocks_progresses: [],
  attempts: 3,
  revision: 4,
  beacon_token: "beacon-1",
  beacon_token_expires_at: "2026-11-22T08:00:00.000Z",
  updated_at: "2026-11-22T07:00:00.000Z",
  ...overrides,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const stale = (stored: PlayerProgress) =>
  json(409, { message: "This progress is out of date.", error: "progress_stale", data: stored });

/** Timers run by hand: the test decides when a debounced write goes. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (callback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const runAll = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    for (const callback of callbacks) callback();
  };
  return { timers, runAll, pending };
}

const atPage = (pageId: number): CourseProgress => ({ ...emptyProgress(3), currentPageId: pageId });

describe("server progress store: a write the server refuses as stale (409 progress_stale)", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    useSession.setState({ token: "learner-token", expiresAt: Date.now() + 1e9 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hands the stored progress to the player once, drops the writes still waiting and writes the stored row from then on", async () => {
    const clock = manualTimers();
    const store = createServerStore(1, "share-1", clock.timers, () => true);
    fetchMock.mockResolvedValueOnce(json(200, { data: row() }));
    await store.load();
    const taken: CourseProgress[] = [];
    store.onStale?.((stored) => taken.push(stored));

    // Another window started again: the stored row is the next attempt, on its last page.
    const newer = row({ current_attempt_number: 1, current_page_id: 12, revision: 9, beacon_token: "beacon-2" });
    let refuse: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (refuse = resolve)));
    store.save(atPage(11));
    clock.runAll();
    expect(posts()).toEqual([PLAYER_API.update(7)]);
    // A later save waits for its delay while the first write is refused.
    store.save(atPage(12));
    expect(clock.pending.size).toBe(1);
    refuse(stale(newer));
    await vi.waitFor(() => expect(taken).toHaveLength(1));

    expect(taken[0]).toMatchObject({ currentAttemptNumber: 1, currentPageId: 12, attempts: 3, completed: false });
    expect(clock.pending.size).toBe(0);
    clock.runAll();
    expect(posts()).toHaveLength(1);

    // A second refusal of the same stored revision (another write that was in flight) is not handed on again.
    fetchMock.mockResolvedValueOnce(stale(newer));
    store.save({ ...atPage(12), currentAttemptNumber: 1 });
    clock.runAll();
    await vi.waitFor(() => expect(posts()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(taken).toHaveLength(1);

    // Beacons now carry the stored row's token.
    const beacons: string[] = [];
    const withBeacon = createServerStore(1, "share-1", clock.timers, (_url, body) => {
      void body.text().then((text) => beacons.push(text));
      return true;
    });
    fetchMock.mockResolvedValueOnce(json(200, { data: row() }));
    await withBeacon.load();
    fetchMock.mockResolvedValueOnce(stale(newer));
    withBeacon.save(atPage(11));
    clock.runAll();
    await vi.waitFor(() => expect(posts()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    withBeacon.save({ ...atPage(12), currentAttemptNumber: 1 });
    withBeacon.flush();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(JSON.parse(beacons[0] ?? "{}")).toMatchObject({ beacon_token: "beacon-2", current_attempt_number: 1 });
  });

  it("plays what the server keeps when start again is refused as stale (started again in another window first)", async () => {
    const store = createServerStore(1, "share-1", manualTimers().timers, () => true);
    fetchMock.mockResolvedValueOnce(json(200, { data: row({ completed: true, current_page_id: null }) }));
    await store.load();
    fetchMock.mockResolvedValueOnce(json(409, { message: "Out of date.", error: "progress_stale" }));
    fetchMock.mockResolvedValueOnce(json(200, { data: row({ current_attempt_number: 1, current_page_id: 10 }) }));
    const fresh = await store.restart(atPage(11));
    expect(fresh).toMatchObject({ currentAttemptNumber: 1, currentPageId: 10, completed: false });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `${PLAYER_API.progress(1)}?share_id=share-1`,
      PLAYER_API.startAgain(7),
      `${PLAYER_API.progress(1)}?share_id=share-1`,
    ]);
  });
});
