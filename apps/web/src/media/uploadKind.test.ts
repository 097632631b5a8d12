import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { detectUpload, detectUploadKind, looksLikeLottie, uploadKindsFor, zipManifestPlace } from "./uploadKind";
import { uploadProblem } from "./uploadQueue";

/** The central-directory records of a zip naming `names` (the part the detection reads). */
function centralDirectory(names: string[]): Uint8Array<ArrayBuffer> {
  const parts = names.map((name) => {
    const bytes = new TextEncoder().encode(name);
    const header = new Uint8Array(46 + bytes.length);
    header.set([0x50, 0x4b, 0x01, 0x02], 0);
    header[28] = bytes.length & 0xff;
    header[29] = bytes.length >> 8;
    header.set(bytes, 46);
    return header;
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + 22);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  out.set([0x50, 0x4b, 0x05, 0x06], at);
  return out;
}

const LOTTIE = JSON.stringify({ v: "5.7.4", fr: 30, ip: 0, op: 60, w: 100, h: 100, layers: [] });

describe("upload kind by extension", () => {
  it("sends images, video, audio and documents to upload_file", () => {
    for (const name of ["photo.JPG", "clip.mp4", "sound.mp3", "notes.txt", "deck.pptx", "logo.svg"]) {
      expect(uploadKindsFor(name), name).toEqual(["file"]);
    }
  });

  it("lets a .zip be a SCORM package or a document, a .json an animation or a document", () => {
    expect(uploadKindsFor("course.ZIP")).toEqual(["scorm", "file"]);
    expect(uploadKindsFor("intro.json")).toEqual(["animation", "file"]);
  });

  it("refuses extensions spec 5 does not list, and names without one", () => {
    expect(uploadKindsFor("setup.exe")).toEqual([]);
    expect(uploadKindsFor("README")).toEqual([]);
    expect(uploadKindsFor("archive.zip.exe")).toEqual([]);
  });
});

describe("looking inside .zip and .json", () => {
  it("finds imsmanifest.xml at the package root, in a folder, or nowhere", () => {
    expect(zipManifestPlace(centralDirectory(["index.html", "imsmanifest.xml"]))).toBe("root");
    expect(zipManifestPlace(centralDirectory(["course/imsmanifest.xml", "course/index.html"]))).toBe("folder");
    expect(zipManifestPlace(centralDirectory(["__MACOSX/._imsmanifest.xml", "__MACOSX/a/imsmanifest.xml"]))).toBe(
      "none",
    );
    expect(zipManifestPlace(centralDirectory(["a.pdf"]))).toBe("none");
    expect(zipManifestPlace(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it("sends a zip with its manifest in a folder to the server, and says when a zip has none", async () => {
    const nested = new File([centralDirectory(["course/imsmanifest.xml", "course/a.html"])], "pkg.zip");
    expect(await detectUpload(nested)).toEqual({ kind: "scorm" });
    expect(await detectUpload(new File([centralDirectory(["a.pdf"])], "docs.zip"))).toEqual({
      kind: "file",
      noManifest: true,
    });
  });

  it("recognises Lottie JSON by its top-level fields", () => {
    expect(looksLikeLottie(LOTTIE)).toBe(true);
    expect(looksLikeLottie('{"name":"settings"}')).toBe(false);
    expect(looksLikeLottie("[1,2]")).toBe(false);
    expect(looksLikeLottie("not json")).toBe(false);
  });

  it("decides files by their content", async () => {
    const scorm = new File([centralDirectory(["imsmanifest.xml"])], "pkg.zip");
    const docs = new File([centralDirectory(["a.pdf"])], "docs.zip");
    expect(await detectUploadKind(scorm)).toBe("scorm");
    expect(await detectUploadKind(docs)).toBe("file");
    expect(await detectUploadKind(new File(["garbage"], "odd.zip"))).toBeNull();
    expect(await detectUploadKind(new File([LOTTIE], "wave.json"))).toBe("animation");
    expect(await detectUploadKind(new File(['{"a":1}'], "data.json"))).toBe("file");
    expect(await detectUploadKind(new File(["x"], "a.png"))).toBe("file");
  });
});

describe("the message next to a refused upload", () => {
  it("is the server's file error of a 422, or its message of a 413", () => {
    const refused = new ApiError(422, { message: "Invalid.", errors: { file: ["Allowed: png, jpg."] } });
    expect(uploadProblem(refused)).toEqual({ text: "Allowed: png, jpg." });
    const tooBig = new ApiError(413, { message: "The file is too large.", error: "payload_too_large" });
    expect(uploadProblem(tooBig)).toEqual({ text: "The file is too large." });
  });

  it("falls back to our own sentences without an answer", () => {
    expect(uploadProblem(new ApiError(0, null))).toEqual({ key: "media.upload.network" });
    expect(uploadProblem(new ApiError(500, {}))).toEqual({ key: "errors_ui.unexpected" });
    expect(uploadProblem(new Error("x"))).toEqual({ key: "errors_ui.unexpected" });
  });
});
