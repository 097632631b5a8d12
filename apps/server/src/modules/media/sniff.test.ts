import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { checkLottie } from "./lottie";
import { ContentMismatchError, contentCheck, headMatches } from "./sniff";
import { sanitizeSvg } from "./svg";
import { samples } from "./testing";

describe("headMatches (magic bytes per extension)", () => {
  it.each([
    ["png", samples.png],
    ["jpg", samples.jpeg],
    ["gif", samples.gif],
    ["mp4", samples.mp4],
    ["mov", () => Buffer.from("\u0000\u0000\u0000\u0008moov", "latin1")],
    ["webm", samples.webm],
    ["ogv", () => Buffer.from("OggS\u0000\u0002")],
    ["avi", () => Buffer.from("RIFF\u0000\u0000\u0000\u0000AVI LIST", "latin1")],
    ["wav", samples.wav],
    ["flv", () => Buffer.from("FLV\u0001\u0005")],
    ["mp3", samples.mp3],
    ["mp3", () => Buffer.from([0xff, 0xfb, 0x90, 0x44])],
    ["pdf", samples.pdf],
    ["doc", samples.doc],
    ["rtf", samples.rtf],
    ["txt", samples.txt],
  ])("accepts a real .%s", async (extension, make) => {
    expect(headMatches(extension, await make())).toBe(true);
  });

  it.each([
    ["png", samples.jpeg],
    ["gif", samples.png],
    ["mp4", samples.webm],
    ["wav", () => Buffer.from("RIFF\u0000\u0000\u0000\u0000AVI ", "latin1")],
    ["mp3", samples.txt],
    ["zip", samples.pdf],
    ["doc", samples.txt],
    ["txt", samples.doc],
    ["exe", samples.txt],
  ])("refuses .%s with other content", async (extension, make) => {
    expect(headMatches(extension, await make())).toBe(false);
  });
});

describe("contentCheck stream", () => {
  const run = (extension: string, chunks: Buffer[]) =>
    buffer(Readable.from(chunks).pipe(contentCheck(extension))).catch((error: unknown) => error);

  it("passes every byte through unchanged, even when the header arrives in pieces", async () => {
    const png = await samples.png();
    const pieces = [png.subarray(0, 3), png.subarray(3, 5), png.subarray(5)];
    const out = await pipeline(Readable.from(pieces), contentCheck("png"), async (source) => {
      const parts: Buffer[] = [];
      for await (const chunk of source) parts.push(chunk);
      return Buffer.concat(parts);
    });
    expect(out.equals(png)).toBe(true);
  });

  it("fails on a mismatch and on invalid UTF-8 late in a text file", async () => {
    expect(await run("png", [Buffer.from("hello")])).toBeInstanceOf(ContentMismatchError);
    const late = [Buffer.alloc(4096, 0x61), Buffer.from([0xc3])];
    expect(await run("txt", late)).toBeInstanceOf(ContentMismatchError);
    const split = Buffer.from("Grüße");
    const ok = await run("txt", [split.subarray(0, 3), split.subarray(3)]);
    expect(Buffer.isBuffer(ok) && ok.toString()).toBe("Grüße");
  });
});

describe("sanitizeSvg", () => {
  it("drops scripts, handlers, foreignObject and external references, keeping drawing and local links", () => {
    const svg = sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="x()">
        <script>alert(1)</script><foreignObject><div>html</div></foreignObject>
        <a href="javascript:alert(2)"><circle r="4"/></a>
        <image href="https://evil.example/p.png"/><rect fill="url(#g)" style="background:url(https://evil.example)"/>
        <linearGradient id="g"/><style>@import url(https://evil.example/x.css);</style><text>a&#160;b</text></svg>`,
    );
    expect(svg).not.toBeNull();
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/script|onload|foreignObject|javascript|evil\.example|@import|&nbsp;/);
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain("<circle");
    expect(svg).toContain("a&#160;b");
  });

  it("adds the SVG namespace when missing and refuses what is not SVG", () => {
    expect(sanitizeSvg("<svg><rect/></svg>")).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(sanitizeSvg("<html><p>hi</p></html>")).toBeNull();
    expect(sanitizeSvg("just text")).toBeNull();
  });
});

describe("checkLottie", () => {
  it("accepts an animation and names the missing fields otherwise", () => {
    expect(checkLottie(samples.lottie().toString())).toEqual({ ok: true, width: 200, height: 100 });
    expect(checkLottie("[1,2]")).toMatchObject({ ok: false, reason: "fields" });
    expect(checkLottie('{"v":"5","fr":30,"ip":0,"op":"60","w":1,"h":1,"layers":{}}')).toEqual({
      ok: false,
      reason: "fields",
      missing: ["op", "layers"],
    });
    expect(checkLottie("{")).toEqual({ ok: false, reason: "json" });
  });
});
