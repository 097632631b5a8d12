import { describe, expect, it } from "vitest";
import { parseUserAgent } from "./userAgent";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
};

describe("parseUserAgent", () => {
  it.each([
    [UA.chromeWindows, "Chrome", "Windows"],
    [UA.edgeWindows, "Edge", "Windows"],
    [UA.operaMac, "Opera", "macOS"],
    [UA.firefoxLinux, "Firefox", "Linux"],
    [UA.safariMac, "Safari", "macOS"],
    [UA.safariIphone, "Safari", "iOS"],
    [UA.chromeIphone, "Chrome", "iOS"],
    [UA.chromeAndroid, "Chrome", "Android"],
  ])("reads %s", (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });

  it("answers Other for what it does not know, and for no user agent", () => {
    expect(parseUserAgent("curl/8.5.0")).toEqual({ browser: "Other", os: "Other" });
    expect(parseUserAgent(undefined)).toEqual({ browser: "Other", os: "Other" });
  });
});
