import type { User } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { expiryFromParam, type KeyValueStorage, readSession, startSession, writeSession } from "./storage";

class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const NOW = 1_750_000_000_000;
const user: User = {
  id: 1,
  name: "Ada",
  email: "ada@example.com",
  avatar: null,
  userway_status: 0,
  email_verified: true,
  permissions: ["create_course"],
  show_hubs: true,
};

function stores() {
  return { session: new MemoryStorage(), local: new MemoryStorage() };
}

describe("startSession", () => {
  it("accepts a token and expiresIn from the URL for this tab only and strips them from the URL", () => {
    const s = stores();
    const start = startSession("?token=abc&expiresIn=3600&mode=x", s, NOW);
    expect(start.source).toBe("url");
    expect(start.session?.token).toBe("abc");
    expect(start.session?.expiresAt).toBe(NOW + 3_600_000);
    expect(start.cleanedSearch).toBe("?mode=x");
    expect(s.session.getItem("accessToken")).toBe("abc");
    expect(s.session.getItem("expiresIn")).toBe(String(NOW + 3_600_000));
    expect(s.local.getItem("accessToken")).toBeNull();
  });

  it("stores the absolute expiry time under expiresIn", () => {
    const s = stores();
    writeSession(s.local, { token: "t", expiresAt: NOW + 5000, user, permissions: user.permissions });
    expect(s.local.getItem("expiresIn")).toBe(String(NOW + 5000));
    expect(JSON.parse(s.local.getItem("current_user") ?? "null")).toEqual(user);
    expect(JSON.parse(s.local.getItem("permissions") ?? "null")).toEqual(["create_course"]);
  });

  it("counts a stored, unexpired token as logged in", () => {
    const s = stores();
    writeSession(s.local, { token: "t", expiresAt: NOW + 5000, user, permissions: user.permissions });
    const start = startSession("", s, NOW);
    expect(start.source).toBe("local");
    expect(start.session?.user).toEqual(user);
    expect(start.cleanedSearch).toBeNull();
  });

  it("treats an expired stored token as a guest and clears it", () => {
    const s = stores();
    writeSession(s.local, { token: "t", expiresAt: NOW - 1, user, permissions: [] });
    const start = startSession("", s, NOW);
    expect(start.session).toBeNull();
    expect(s.local.getItem("accessToken")).toBeNull();
    expect(s.local.getItem("current_user")).toBeNull();
  });

  it("prefers the tab's session over the stored one", () => {
    const s = stores();
    writeSession(s.local, { token: "stored", expiresAt: NOW + 5000, user, permissions: [] });
    writeSession(s.session, { token: "tab", expiresAt: NOW + 5000, user: null, permissions: [] });
    expect(startSession("", s, NOW).session?.token).toBe("tab");
  });

  it("ignores a URL token without a usable expiry, but still strips it", () => {
    const s = stores();
    const start = startSession("?token=abc", s, NOW);
    expect(start.session).toBeNull();
    expect(start.cleanedSearch).toBe("");
  });

  it("survives garbage in storage", () => {
    const s = stores();
    s.local.setItem("accessToken", "t");
    s.local.setItem("expiresIn", String(NOW + 1000));
    s.local.setItem("current_user", "{not json");
    s.local.setItem("permissions", '"nope"');
    expect(readSession(s.local, NOW)).toEqual({ token: "t", expiresAt: NOW + 1000, user: null, permissions: [] });
  });
});

describe("expiryFromParam", () => {
  it("reads seconds from now, or an absolute time in milliseconds", () => {
    expect(expiryFromParam("60", NOW)).toBe(NOW + 60_000);
    expect(expiryFromParam(String(NOW + 10), NOW)).toBe(NOW + 10);
    expect(expiryFromParam("", NOW)).toBeNull();
    expect(expiryFromParam("abc", NOW)).toBeNull();
    expect(expiryFromParam("-5", NOW)).toBeNull();
  });
});
