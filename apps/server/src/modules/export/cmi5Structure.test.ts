import { COURSE_MODE } from "@coursewright/course-model";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { buildCmi5Structure, type Cmi5StructureInput, cmi5Iris } from "./cmi5Structure";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });
const course: Cmi5StructureInput["course"] = {
  id: 42,
  title: "Fire Safety",
  description: "Exits & extinguishers",
  min_pass_percent: 80,
  mode: 0,
};

function structureOf(overrides: Partial<typeof course> = {}, launchMethod: "AnyWindow" | "OwnWindow" = "AnyWindow") {
  const xml = buildCmi5Structure({
    publicUrl: "https://cw.example/",
    course: { ...course, ...overrides },
    lang: "de",
    launchMethod,
  });
  return { xml, doc: parser.parse(xml).courseStructure };
}

describe("cmi5.xml", () => {
  it("is the cmi5 course structure with one AU whose masteryScore is the course's pass mark, scaled", () => {
    const { doc } = structureOf();
    expect(doc["@xmlns"]).toBe("https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd");
    expect(doc.course["@id"]).toBe("https://cw.example/xapi/activities/courses/42");
    expect(doc.course.title.langstring).toEqual({ "#text": "Fire Safety", "@lang": "de" });
    expect(doc.course.description.langstring["#text"]).toBe("Exits & extinguishers");
    expect(Array.isArray(doc.au)).toBe(false);
    expect(doc.au).toMatchObject({
      "@id": "https://cw.example/xapi/activities/courses/42/au",
      "@moveOn": "CompletedAndPassed",
      "@masteryScore": "0.8",
      "@launchMethod": "AnyWindow",
      url: "index.html",
    });
    expect(doc.au.title.langstring["#text"]).toBe("Fire Safety");
  });

  it("asks only for completion, without a masteryScore, when everybody passes", () => {
    for (const overrides of [{ min_pass_percent: 0 }, { mode: COURSE_MODE.PRESENTATION }]) {
      const { doc } = structureOf(overrides);
      expect(doc.au["@moveOn"]).toBe("Completed");
      expect(doc.au).not.toHaveProperty("@masteryScore");
    }
  });

  it("writes the pass mark to the hundredth and the launch method chosen", () => {
    expect(structureOf({ min_pass_percent: 67 }).doc.au["@masteryScore"]).toBe("0.67");
    expect(structureOf({ min_pass_percent: 100 }).doc.au["@masteryScore"]).toBe("1");
    expect(structureOf({}, "OwnWindow").doc.au["@launchMethod"]).toBe("OwnWindow");
  });

  it("keeps the IRIs stable for a course and distinct between courses", () => {
    expect(cmi5Iris("https://cw.example", 42)).toEqual(cmi5Iris("https://cw.example/", 42));
    expect(cmi5Iris("https://cw.example", 43).au).not.toBe(cmi5Iris("https://cw.example", 42).au);
  });

  it("escapes the title, repeats it for a missing description and tags the language in BCP 47", () => {
    const { xml, doc } = structureOf({ title: `Fire <"Safety"> & 'more'`, description: null });
    expect(xml).toContain("Fire &lt;&quot;Safety&quot;&gt; &amp; &apos;more&apos;");
    expect(doc.course.description.langstring["#text"]).toBe(`Fire <"Safety"> & 'more'`);
    const japanese = buildCmi5Structure({
      publicUrl: "https://cw.example",
      course,
      lang: "jp",
      launchMethod: "AnyWindow",
    });
    expect(japanese).toContain('<langstring lang="ja">');
  });
});
