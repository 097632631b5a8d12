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

  it("names a package without an organisation by its resource's metadata title, then by the file name", () => {
    const lom2004 = `<metadata><lom xmlns="http://ltsc.ieee.org/xsd/LOM"><general><title>
      <string language="en-US">Golf Basics</string><string language="fr">Le golf</string></title></general></lom></metadata>`;
    const lom12 = `<metadata><imsmd:lom xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_rootv1p2p1"><imsmd:general>
      <imsmd:title><imsmd:langstring xml:lang="en">Putting</imsmd:langstring></imsmd:title></imsmd:general></imsmd:lom></metadata>`;
    const xml = (metadata: string) => `<manifest><organizations/><resources>
      <resource identifier="R_A1" adlcp:scormType="sco" href="index.html">${metadata}</resource></resources></manifest>`;
    const titled = parseScormManifest(xml(lom2004), { fallbackTitle: "golf-course" });
    expect(titled.title).toBe("Golf Basics");
    expect(titled.scos).toEqual([{ identifier: "R_A1", title: "Golf Basics", launch: "index.html" }]);
    expect(parseScormManifest(xml(lom12)).title).toBe("Putting");
    const bare = parseScormManifest(xml(""), { fallbackTitle: "golf-course" });
    expect(bare.title).toBe("golf-course");
    expect(bare.scos[0]?.title).toBe("golf-course");
  });

  it("names each of several loose resources by its metadata title or its launch file, the package by the file", () => {
    const xml = `<manifest><resources>
      <resource identifier="R_A1" scormtype="sco" href="one/index.html?x=1"/>
      <resource identifier="R_A2" scormtype="sco" href="two.html"><metadata><lom><general><title>
        <string>Second</string></title></general></lom></metadata></resource></resources></manifest>`;
    const info = parseScormManifest(xml, { fallbackTitle: "lessons" });
    expect(info.title).toBe("lessons");
    expect(info.scos.map((sco) => sco.title)).toEqual(["one/index.html", "Second"]);
  });

  it("refuses a manifest with nothing to launch", () => {
    expect(() => parseScormManifest("<manifest><resources/></manifest>")).toThrow(ScormPackageError);
    expect(() => parseScormManifest("<notamanifest/>")).toThrow(ScormPackageError);
  });
});
