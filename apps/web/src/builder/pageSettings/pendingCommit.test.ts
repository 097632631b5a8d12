import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PendingCommit } from "./pendingCommit";

describe("PendingCommit", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("commits the last value typed once typing has paused for the delay", () => {
    const pending = new PendingCommit<number | null>(400);
    const commit = vi.fn();
    pending.schedule(9, commit);
    vi.advanceTimersByTime(300);
    pending.schedule(90, commit);
    vi.advanceTimersByTime(399);
    expect(commit).not.toHaveBeenCalled();
    expect(pending.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(90);
    expect(pending.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it("commits at once on flush (field left, drawer closed, save) and only once", () => {
    const pending = new PendingCommit<number | null>(400);
    const commit = vi.fn();
    pending.schedule(null, commit);
    pending.flush();
    expect(commit).toHaveBeenCalledWith(null);
    vi.advanceTimersByTime(1000);
    pending.flush();
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it("drops a cancelled value", () => {
    const pending = new PendingCommit<number | null>(400);
    const commit = vi.fn();
    pending.schedule(90, commit);
    pending.cancel();
    vi.advanceTimersByTime(1000);
    pending.flush();
    expect(commit).not.toHaveBeenCalled();
  });

  it("hands the value to the commit of the moment it was typed (another page may be shown by then)", () => {
    const pending = new PendingCommit<number>(400);
    const first = vi.fn();
    const second = vi.fn();
    pending.schedule(30, first);
    pending.schedule(60, second);
    pending.flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(60);
  });
});
