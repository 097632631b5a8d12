import { describe, expect, it } from "vitest";
import { fileNameOf, scormExportPath } from "./downloadPackage";

describe("SCORM package download", () => {
  it("asks for the chosen version of the course", () => {
    expect(scormExportPath(12, "1.2")).toBe("/api/courses/12/export/scorm?version=1.2");
  });

  it("names the file as the server does, preferring the UTF-8 name", () => {
    expect(
      fileNameOf(`attachment; filename="kurs-scorm-2004.zip"; filename*=UTF-8''K%C3%BCrs%20SCORM%202004.zip`, "x"),
    ).toBe("Kürs SCORM 2004.zip");
    expect(fileNameOf('attachment; filename="kurs-scorm-1.2.zip"', "x")).toBe("kurs-scorm-1.2.zip");
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", "fallback.zip")).toBe("fallback.zip");
    expect(fileNameOf(null, "fallback.zip")).toBe("fallback.zip");
  });
});
