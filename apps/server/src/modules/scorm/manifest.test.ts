import { describe, expect, it } from "vitest";
import { ScormPackageError } from "./errors";
import { appendParameters, parseScormManifest, resolveHref } from "./manifest";
import { manifest12 } from "./testZips";

describe("resolveHref", () => {
  it("joins xml:base folders with or without a trailing slash", () => {
    expect(resolveHref("a.html", ["x", "y/", undefined])).toBe("x/y/a.html");
    expect(resolveHref("a.html?q=1#top", [])).toBe("a.html?q=1#top");
    expect(resolveHref("../b.html", ["x/y"])).toBe("x/b.html");
  });

  it("refuses hrefs that leave the package", () => {
    expect(resolveHref("../../a.html", ["x"])).toBeNull();
    expect(resolveHref("https://example.com/a.html", [])).toBeNull();
    expect(resolveHref("a.html", ["https://cdn.example.com/"])).toBeNull();
    expect(resolveHref("/a.html", [])).toBeNull();
  });
});

describe("appendParameters", () => {
  it("adds item parameters to the launch query as SCORM CAM describes", () => {
    expect(appendParameters("a.html", "?x=1")).toBe("a.html?x=1");
    expect(appendParameters("a.html?y=2", "?x=1")).toBe("a.html?y=2&x=1");
    expect(appendParameters("a.html?y=2", "x=1")).toBe("a.html?y=2&x=1");
    expect(appendParameters("a.html", "#part")).toBe("a.html#part");
    expect(appendParameters("a.html#p", "x=1")).toBe("a.html?x=1#p");
    expect(appendParameters("a.html", undefined)).toBe("a.html");
  });
});

describe("parseScormManifest", () => {
  it("detects the version from the adlcp namespace when schemaversion is missing", () => {
    const xml = manifest12().replace(/<metadata>.*<\/metadata>/, "");
    expect(parseScormManifest(xml)).toMatchObject({ version: "1.2", edition: "1.2" });
    const xml2004 = xml.replace("adlcp_rootv1p2", "adlcp_v1p3");
    expect(parseScormManifest(xml2004)).toMatchObject({ version: "2004" });
  });

  it("reads CAM 1.3 as SCORM 2004", () => {
    const xml = manifest12().replace("<schemaversion>1.2</schemaversion>", "<schemaversion>CAM 1.3</schemaversion>");
    expect(parseScormManifest(xml)).toMatchObject({ version: "2004", edition: "CAM 1.3" });
  });

  it("uses the default organisation, else the first", () => {
    const xml = `<manifest><organizations default="b">
      <organization identifier="a"><title>A</title><item identifier="ia" identifierref="ra"><title>A1</title></item></organization>
      <organization identifier="b"><title>B</title><item identifier="ib" identifierref="rb"><title>B1</title></item></organization>
    </organizations><resources>
      <resource identifier="ra" scormtype="sco" href="a.html"/><resource identifier="rb" scormtype="sco" href="b.html"/>
    </resources></manifest>`;
    expect(parseScormManifest(xml)).toMatchObject({ title: "B", launch: "b.html" });
    expect(parseScormManifest(xml.replace(' default="b"', ""))).toMatchObject({ title: "A", launch: "a.html" });
  });

  it("launches any resource with an href when none is marked as a SCO, as an asset", () => {
    const xml = `<manifest><organizations><organization identifier="o">
      <item identifier="i"><title>Asset</title></item><item identifier="j" identifierref="r"><title>Page</title></item>
    </organization></organizations><resources><resource identifier="r" type="webcontent" href="page.html"/></resources></manifest>`;
    expect(parseScormManifest(xml).scos).toEqual([
      { identifier: "j", title: "Page", launch: "page.html", asset: true },
    ]);
  });

  it("refuses a manifest with nothing to launch", () => {
    expect(() => parseScormManifest("<manifest><resources/></manifest>")).toThrow(ScormPackageError);
    expect(() => parseScormManifest("<notamanifest/>")).toThrow(ScormPackageError);
  });
});
