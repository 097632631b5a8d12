import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { BLOCK_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { answerFormat, answerKindOfBlock, readHead } from "./formats";

const bytes = (text: string) => Buffer.from(text, "latin1");

describe("answerFormat", () => {
  it("tells the accepted audio formats by their first bytes", () => {
    expect(answerFormat("audio", Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))?.mimeType).toBe("audio/webm");
    expect(answerFormat("audio", bytes("OggS\0\x02"))?.extension).toBe("ogg");
    expect(answerFormat("audio", bytes("ID3\x04\0"))?.mimeType).toBe("audio/mpeg");
    expect(answerFormat("audio", bytes("RIFF\x24\0\0\0WAVEfmt "))?.mimeType).toBe("audio/wav");
    expect(answerFormat("audio", bytes("\0\0\0\x20ftypM4A \0\0\0\0"))?.mimeType).toBe("audio/mp4");
    expect(answerFormat("audio", bytes("\0\0\0\x08moov"))).toBeNull();
    expect(answerFormat("audio", bytes("RIFF\x24\0\0\0AVI LIST"))).toBeNull();
    expect(answerFormat("audio", bytes("%PDF-1.7"))).toBeNull();
  });

  it("tells the accepted video formats, QuickTime by its brand or its first atom", () => {
    expect(answerFormat("video", Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))?.mimeType).toBe("video/webm");
    expect(answerFormat("video", bytes("\0\0\0\x18ftypisom\0\0\0\0"))?.mimeType).toBe("video/mp4");
    expect(answerFormat("video", bytes("\0\0\0\x14ftypqt  \0\0\0\0"))?.mimeType).toBe("video/quicktime");
    expect(answerFormat("video", bytes("\0\0\0\x08wide"))?.extension).toBe("mov");
    expect(answerFormat("video", bytes("OggS\0\x02"))).toBeNull();
    expect(answerFormat("video", bytes("ID3\x04\0"))).toBeNull();
  });

  it("knows the two recording blocks only", () => {
    expect(answerKindOfBlock(BLOCK_TYPE.QUIZ_AUDIO_ANSWER)).toBe("audio");
    expect(answerKindOfBlock(BLOCK_TYPE.QUIZ_VIDEO_ANSWER)).toBe("video");
    expect(answerKindOfBlock(BLOCK_TYPE.QUIZ_OPEN_ANSWER)).toBeNull();
  });
});

describe("readHead", () => {
  it("gives the first bytes and then the whole stream again", async () => {
    const chunks = [Buffer.alloc(700, 1), Buffer.alloc(700, 2), Buffer.alloc(700, 3)];
    const { head, rest } = await readHead(Readable.from(chunks), 1024);
    expect(head.length).toBe(1400);
    expect((await buffer(rest)).equals(Buffer.concat(chunks))).toBe(true);
  });

  it("reads a stream shorter than the head, and an empty one", async () => {
    const short = await readHead(Readable.from([Buffer.from("abc")]));
    expect(short.head.toString()).toBe("abc");
    expect((await buffer(short.rest)).toString()).toBe("abc");
    const empty = await readHead(Readable.from([]));
    expect(empty.head.length).toBe(0);
    expect((await buffer(empty.rest)).length).toBe(0);
  });
});
