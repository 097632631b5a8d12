/**
 * Browser and operating system of a user agent, for analytics sessions: the five browsers and five systems
 * the reports group by, anything else "Other". Order matters: Edge and Opera also say Chrome, Chrome also
 * says Safari, iOS also says "like Mac OS X", Android also says Linux.
 */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOpera\b|\bOPT\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\bChrome\/|\bCriOS\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ["Windows", /\bWindows\b/],
  ["iOS", /\b(iPhone|iPad|iPod)\b/],
  ["Android", /\bAndroid\b/],
  ["macOS", /\bMac OS X\b|\bMacintosh\b/],
  ["Linux", /\bLinux\b|\bX11\b/],
];

const pick = (table: [string, RegExp][], ua: string) => table.find(([, pattern]) => pattern.test(ua))?.[0] ?? "Other";

export function parseUserAgent(ua: string | undefined): { browser: string; os: string } {
  const text = ua ?? "";
  return { browser: pick(BROWSERS, text), os: pick(SYSTEMS, text) };
}
