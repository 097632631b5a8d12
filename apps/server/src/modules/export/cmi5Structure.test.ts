import { COURSE_MODE } from "@coursewright/course-model";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { activityIds } from "../xapi/vocabulary";
import { buildCmi5Structure, type Cmi5StructureInput, cmi5Iris } from "./cmi5Structure";
import { cmi5SchemaErrors } from "./testCmi5Schema";

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
    // One course, one activity id: the one its xAPI statements name (the old plural …/courses/42 is gone).
    expect(doc.course["@id"]).toBe("https://cw.example/xapi/activities/course/42");
    expect(doc.course["@id"]).toBe(activityIds("https://cw.example", 42).course);
    expect(doc.course.title.langstring).toEqual({ "#text": "Fire Safety", "@lang": "de" });
    expect(doc.course.description.langstring["#text"]).toBe("Exits & extinguishers");
    expect(Array.isArray(doc.au)).toBe(false);
    expect(doc.au).toMatchObject({
      "@id": "https://cw.example/xapi/activities/course/42/au",
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

describe("cmi5.xml against the cmi5 course structure schema", () => {
  const passMarks = [{ min_pass_percent: 80 }, { min_pass_percent: 0 }, { mode: COURSE_MODE.PRESENTATION }];
  it("is valid for both launch methods, with and without a pass mark, and with a title that needs escaping", async () => {
    for (const launchMethod of ["AnyWindow", "OwnWindow"] as const) {
      for (const overrides of [...passMarks, { title: `Fire <"Safety"> & 'more' ]]>`, description: null }]) {
        const { xml } = structureOf(overrides, launchMethod);
        expect(await cmi5SchemaErrors(xml), `${launchMethod} ${JSON.stringify(overrides)}`).toEqual([]);
      }
    }
  });

  it("refuses what the specification does not allow, so a valid answer means something", async () => {
    const { xml } = structureOf();
    // Each broken copy, and a word the validator's complaint must name (so it fails for the reason meant).
    const broken: [string, string, string][] = [
      ["a moveOn outside the vocabulary", xml.replace('moveOn="CompletedAndPassed"', 'moveOn="Finished"'), "moveOn"],
      ["a masteryScore over 1", xml.replace('masteryScore="0.8"', 'masteryScore="80"'), "masteryScore"],
      [
        "a launch method not in the list",
        xml.replace('launchMethod="AnyWindow"', 'launchMethod="NewTab"'),
        "launchMethod",
      ],
      ["an AU without its url", xml.replace("<url>index.html</url>", ""), "url"],
      ["a course without a description", xml.replace(/<description>.*?<\/description>/, ""), "description"],
      ["an unescaped ampersand", xml.replace("Exits &amp; extinguishers", "Exits & extinguishers"), "parser error"],
      ["an AU without an id", xml.replace(/<au id="[^"]+"/, "<au"), "'id' is required"],
      ["an unknown attribute of the cmi5 namespace", xml.replace("<au ", '<au window="new" '), "window"],
      ["no AU at all", xml.replace(/<au [\s\S]*<\/au>/, ""), "Missing child"],
      [
        "another namespace",
        xml.replace("cmi5/v1/CourseStructure.xsd", "cmi5/v2/CourseStructure.xsd"),
        "validation root",
      ],
    ];
    for (const [what, document, named] of broken) {
      expect(document, what).not.toBe(xml);
      expect((await cmi5SchemaErrors(document)).join("\n"), what).toContain(named);
    }
  });
});
