import { RECORDING_MAX_SECONDS } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../api/errors";
import {
  acceptsFile,
  baseMimeType,
  failureReason,
  formatSeconds,
  initialRecorderState,
  parseMaxSeconds,
  pickMimeType,
  type RecorderState,
  recorderReducer,
  recordingFileName,
  recordingLimit,
  shouldAutoStop,
  stateUrl,
  storedMediaId,
} from "./recorderState";
import { uploadFailure } from "./uploadError";

const blob = new Blob(["x"], { type: "audio/webm" });

describe("recorder state", () => {
  it("starts idle, or unsupported when the browser cannot record", () => {
    expect(initialRecorderState(true)).toEqual({ status: "idle" });
    expect(initialRecorderState(false)).toEqual({ status: "unsupported" });
  });

  it("goes idle -> requesting -> recording -> recorded", () => {
    let state: RecorderState = { status: "idle" };
    state = recorderReducer(state, { type: "request" });
    expect(state).toEqual({ status: "requesting" });
    state = recorderReducer(state, { type: "started" });
    expect(state).toEqual({ status: "recording", elapsed: 0 });
    state = recorderReducer(state, { type: "tick", elapsed: 3.7, maxSeconds: 10 });
    expect(state).toEqual({ status: "recording", elapsed: 3 });
    state = recorderReducer(state, { type: "stopped", blob, url: "blob:1" });
    expect(state).toEqual({ status: "recorded", blob, url: "blob:1", source: "recording", name: null });
    expect(stateUrl(state)).toBe("blob:1");
    expect(recorderReducer(state, { type: "reset" })).toEqual({ status: "idle" });
  });

  it("never counts past the limit, and ticks only while recording", () => {
    const recording: RecorderState = { status: "recording", elapsed: 59 };
    expect(recorderReducer(recording, { type: "tick", elapsed: 61, maxSeconds: 60 })).toEqual({
      status: "recording",
      elapsed: 60,
    });
    const idle: RecorderState = { status: "idle" };
    expect(recorderReducer(idle, { type: "tick", elapsed: 5, maxSeconds: 60 })).toBe(idle);
    expect(shouldAutoStop(59.9, 60)).toBe(false);
    expect(shouldAutoStop(60, 60)).toBe(true);
  });

  it("records a refusal and lets the learner try again", () => {
    const denied = recorderReducer({ status: "requesting" }, { type: "failed", reason: "denied" });
    expect(denied).toEqual({ status: "denied", reason: "denied" });
    expect(recorderReducer(denied, { type: "request" })).toEqual({ status: "requesting" });
    expect(recorderReducer({ status: "idle" }, { type: "failed", reason: "denied" })).toEqual({ status: "idle" });
  });

  it("takes a chosen file except while recording; unsupported stays unsupported", () => {
    const file = { type: "file", blob, url: "blob:2", name: "a.webm" } as const;
    expect(recorderReducer({ status: "unsupported" }, file)).toMatchObject({ status: "recorded", source: "file" });
    expect(recorderReducer({ status: "denied", reason: "no_device" }, file)).toMatchObject({ status: "recorded" });
    const recording: RecorderState = { status: "recording", elapsed: 1 };
    expect(recorderReducer(recording, file)).toBe(recording);
    expect(recorderReducer({ status: "unsupported" }, { type: "request" })).toEqual({ status: "unsupported" });
    expect(recorderReducer({ status: "unsupported" }, { type: "reset" })).toEqual({ status: "unsupported" });
  });

  it("ignores a second start while recording", () => {
    const recording: RecorderState = { status: "recording", elapsed: 4 };
    expect(recorderReducer(recording, { type: "request" })).toBe(recording);
    expect(recorderReducer(recording, { type: "started" })).toBe(recording);
  });
});

describe("recording helpers", () => {
  it("limits to the author's seconds or the product's", () => {
    expect(recordingLimit({ max_seconds: 30 })).toBe(30);
    expect(recordingLimit({ max_seconds: 0 })).toBe(RECORDING_MAX_SECONDS);
    expect(recordingLimit({ max_seconds: 601 })).toBe(RECORDING_MAX_SECONDS);
    expect(recordingLimit({})).toBe(RECORDING_MAX_SECONDS);
  });

  it("parses the editor's field", () => {
    expect(parseMaxSeconds("")).toBeUndefined();
    expect(parseMaxSeconds("45")).toBe(45);
    expect(parseMaxSeconds("0")).toBe(1);
    expect(parseMaxSeconds("9999")).toBe(RECORDING_MAX_SECONDS);
    expect(parseMaxSeconds("1,200")).toBe(RECORDING_MAX_SECONDS);
  });

  it("formats durations", () => {
    expect(formatSeconds(0)).toBe("0:00");
    expect(formatSeconds(65.9)).toBe("1:05");
    expect(formatSeconds(600)).toBe("10:00");
  });

  it("picks the first container the browser records", () => {
    expect(pickMimeType("audio", (type) => type === "audio/mp4")).toBe("audio/mp4");
    expect(pickMimeType("video", (type) => type.startsWith("video/webm"))).toBe("video/webm;codecs=vp9,opus");
    expect(pickMimeType("audio", () => false)).toBeNull();
    expect(
      pickMimeType("audio", (type) => {
        if (type.includes("webm")) throw new Error("unknown");
        return true;
      }),
    ).toBe("audio/ogg;codecs=opus");
  });

  it("names the uploaded file by its type", () => {
    expect(baseMimeType("audio/webm;codecs=opus", "audio")).toBe("audio/webm");
    expect(baseMimeType("", "video")).toBe("video/webm");
    expect(baseMimeType("video/mp4", "audio")).toBe("audio/webm");
    expect(recordingFileName("audio/mp4", "audio")).toBe("recording.m4a");
    expect(recordingFileName("video/webm;codecs=vp8", "video")).toBe("recording.webm");
  });

  it("accepts files of the answer's kind only", () => {
    expect(acceptsFile({ type: "audio/mpeg" }, "audio")).toBe(true);
    expect(acceptsFile({ type: "video/mp4" }, "audio")).toBe(false);
    expect(acceptsFile({ type: "" }, "video")).toBe(false);
  });

  it("reads why recording could not start", () => {
    expect(failureReason(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(failureReason(new DOMException("none", "NotFoundError"))).toBe("no_device");
    expect(failureReason(new Error("x"))).toBe("failed");
    expect(failureReason(null)).toBe("failed");
  });

  it("reads the stored answer's media id", () => {
    expect(storedMediaId({ media_id: 7 })).toBe(7);
    expect(storedMediaId({ media_id: "7" })).toBeNull();
    expect(storedMediaId("x")).toBeNull();
    expect(storedMediaId(null)).toBeNull();
  });
});

describe("upload failures", () => {
  it("says what went wrong", () => {
    expect(uploadFailure(new ApiError(413, null))).toEqual({ key: "too_large", detail: null });
    expect(uploadFailure(new ApiError(422, { message: "bad", errors: { file: ["Not a video."] } }))).toEqual({
      key: "wrong_type",
      detail: "Not a video.",
    });
    expect(uploadFailure(new ApiError(0, null))).toEqual({ key: "network", detail: null });
    expect(uploadFailure(new ApiError(500, null))).toEqual({ key: "failed", detail: null });
    expect(uploadFailure(new DOMException("cancelled", "AbortError"))).toBeNull();
  });
});
