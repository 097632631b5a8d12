import { describe, expect, it } from "vitest";
import { timerAnnouncement, timerMilestones } from "./timerAnnouncements";

/** Every announcement of a countdown ticking each second from the limit down to 0. */
function spoken(limit: number): [number, string][] {
  const said: [number, string][] = [];
  let before: number | null = null;
  for (let now = limit; now >= 0; now--) {
    const milestone = timerAnnouncement(limit, before, now);
    if (milestone) said.push([now, milestone]);
    before = now;
  }
  return said;
}

describe("timer announcements", () => {
  it("read a five-minute limit out three times: at half, one minute and ten seconds left", () => {
    expect(spoken(300)).toEqual([
      [150, "half"],
      [60, "minute"],
      [10, "ten"],
    ]);
  });

  it("leave out milestones a short limit does not reach", () => {
    expect(timerMilestones(90).map((m) => m.milestone)).toEqual(["minute", "ten"]);
    expect(spoken(90)).toEqual([
      [60, "minute"],
      [10, "ten"],
    ]);
    expect(spoken(60)).toEqual([[10, "ten"]]);
    expect(spoken(10)).toEqual([]);
  });

  it("say nothing on a page's first tick, after a reload deep into the limit too", () => {
    expect(timerAnnouncement(300, null, 40)).toBeNull();
  });

  it("say only the most urgent milestone when ticks skip past several (a sleeping tab)", () => {
    expect(timerAnnouncement(300, 200, 8)).toBe("ten");
    expect(timerAnnouncement(300, 200, 59)).toBe("minute");
  });

  it("say nothing when time is up: the time-up notice speaks then", () => {
    expect(timerAnnouncement(300, 3, 0)).toBeNull();
  });
});
