import { describe, expect, it } from "vitest";
import { hasPlayedEnough, playbackFlags } from "./mediaPlayback";

describe("hasPlayedEnough", () => {
  it("counts a media that has ended", () => {
    expect(hasPlayedEnough({ currentTime: 3, duration: 100, ended: true })).toBe(true);
  });

  it("counts from 90% of the duration on", () => {
    expect(hasPlayedEnough({ currentTime: 89.9, duration: 100, ended: false })).toBe(false);
    expect(hasPlayedEnough({ currentTime: 90, duration: 100, ended: false })).toBe(true);
  });

  it("waits for the end when the duration is unknown or a stream's (NaN, Infinity, 0)", () => {
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, 0])
      expect(hasPlayedEnough({ currentTime: 500, duration, ended: false })).toBe(false);
  });
});

describe("playbackFlags", () => {
  const block = { autoplay: true, loop_playback: true };

  it("never autoplays on the builder canvas", () => {
    expect(playbackFlags(block, "builder", "video")).toEqual({ autoPlay: false, muted: false, loop: true });
  });

  it("autoplays videos muted for learners, audio with sound", () => {
    expect(playbackFlags(block, "player", "video")).toEqual({ autoPlay: true, muted: true, loop: true });
    expect(playbackFlags(block, "player", "audio")).toEqual({ autoPlay: true, muted: false, loop: true });
  });

  it("leaves sound on when autoplay is off", () => {
    expect(playbackFlags({ autoplay: false, loop_playback: false }, "player", "video")).toEqual({
      autoPlay: false,
      muted: false,
      loop: false,
    });
  });
});
