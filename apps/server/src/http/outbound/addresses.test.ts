import { describe, expect, it } from "vitest";
import { bareHost, isPublicAddress } from "./addresses";

/** What a creator may type, as WHATWG URL (and so the server) reads it, and whether the server may call it. */
const TABLE: [string, boolean][] = [
  // IPv4, in the spellings URL normalises to dotted decimal.
  ["http://127.0.0.1/", false],
  ["http://127.1/", false],
  ["http://2130706433/", false],
  ["http://0x7f000001/", false],
  ["http://0x7f.0.0.1/", false],
  ["http://0177.0.0.1/", false],
  ["http://0.0.0.0/", false],
  ["http://0/", false],
  ["http://10.1.2.3/", false],
  ["http://100.64.0.1/", false],
  ["http://169.254.169.254/latest/meta-data/", false],
  ["http://172.16.0.1/", false],
  ["http://172.31.255.255/", false],
  ["http://192.168.1.1/", false],
  ["http://192.0.2.10/", false],
  ["http://198.18.0.1/", false],
  ["http://224.0.0.1/", false],
  ["http://255.255.255.255/", false],
  ["http://240.0.0.1/", false],
  ["http://172.15.255.255/", true],
  ["http://172.32.0.1/", true],
  ["http://100.128.0.1/", true],
  ["http://8.8.8.8/", true],
  ["http://93.184.215.14/", true],
  ["http://0x5db8d70e/", true],
  // IPv6.
  ["http://[::1]/", false],
  ["http://[::]/", false],
  ["http://[0:0:0:0:0:0:0:1]/", false],
  ["http://[fe80::1]/", false],
  ["http://[febf::1]/", false],
  ["http://[fc00::1]/", false],
  ["http://[fd12:3456::1]/", false],
  ["http://[ff02::1]/", false],
  ["http://[2001:db8::1]/", false],
  ["http://[3fff::1]/", false],
  ["http://[2001::1]/", false],
  ["http://[::ffff:127.0.0.1]/", false],
  ["http://[::ffff:7f00:1]/", false],
  ["http://[::ffff:169.254.169.254]/", false],
  ["http://[::ffff:10.0.0.1]/", false],
  ["http://[::127.0.0.1]/", false],
  ["http://[64:ff9b::10.0.0.1]/", false],
  ["http://[2002:7f00:1::]/", false],
  ["http://[2002:c0a8:101::1]/", false],
  ["http://[::ffff:8.8.8.8]/", true],
  ["http://[64:ff9b::8.8.8.8]/", true],
  ["http://[2002:808:808::1]/", true],
  ["http://[2606:4700:4700::1111]/", true],
  ["http://[2a00:1450:4001:82a::200e]/", true],
];

describe("isPublicAddress", () => {
  it.each(TABLE)("%s is public: %s", (text, expected) => {
    expect(isPublicAddress(bareHost(new URL(text)))).toBe(expected);
  });

  it("takes only addresses: a name is not public until it is resolved", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
    expect(isPublicAddress("1.2.3")).toBe(false);
  });

  it("reads addresses as a resolver answers them, with or without brackets", () => {
    expect(isPublicAddress("[::1]")).toBe(false);
    expect(isPublicAddress("fe80::1%eth0")).toBe(false);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
  });
});
