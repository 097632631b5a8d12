import { describe, expect, it } from "vitest";
import { parseScormManifest } from "./manifest";
import { fixtureEntries, manifest12 } from "./testZips";

async function fixtureManifest(name: string): Promise<string> {
  const entries = await fixtureEntries(name);
  return String(entries.find((e) => e.name === "imsmanifest.xml")?.content);
}

/** manifest12 with `inner` inside its item (after the title). */
const with12 = (inner: string) => manifest12().replace("<title>Only</title>", `<title>Only</title>${inner}`);

const SS = 'xmlns:imsss="http://www.imsglobal.org/xsd/imsss"';
/** A 2004 manifest with `inner` inside its item and `collection` as its sequencingCollection. */
function manifest2004(inner: string, collection = ""): string {
  return `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" ${SS}>
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Crafted</title>
    <item identifier="i" identifierref="r"><title>Only</title>${inner}</item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormType="sco" href="index.html"/></resources>
  ${collection ? `<imsss:sequencingCollection>${collection}</imsss:sequencingCollection>` : ""}
</manifest>`;
}

describe("manifest run-time data (issue 16 item 4)", () => {
  it("seeds the objectives of SequencingSimpleRemediation's items from their primary objective", async () => {
    const info = parseScormManifest(await fixtureManifest("SequencingSimpleRemediation_SCORM20043rdEdition.zip"));
    const playing = info.scos.find((sco) => sco.identifier === "playing_item");
    expect(playing?.data).toEqual({ objectives: ["learning_objective_satisfied"] });
    const test = info.scos.find((sco) => sco.identifier === "test_1");
    expect(test?.data?.objectives).toEqual(["learning_objective_satisfied"]);
  });

  it("gives packages without manifest data no data (RuntimeBasicCalls 1.2 and 2004)", async () => {
    for (const name of ["RuntimeBasicCalls_SCORM12.zip", "RuntimeBasicCalls_SCORM20043rdEdition.zip"]) {
      const info = parseScormManifest(await fixtureManifest(name));
      expect(info.scos.every((sco) => sco.data === undefined)).toBe(true);
    }
  });

  it("reads a 1.2 item's datafromlms, masteryscore, maxtimeallowed and timelimitaction", () => {
    const xml = with12(
      "<adlcp:datafromlms>level=2</adlcp:datafromlms><adlcp:masteryscore>80</adlcp:masteryscore>" +
        "<adlcp:maxtimeallowed>00:30:00</adlcp:maxtimeallowed><adlcp:timelimitaction>Exit, Message</adlcp:timelimitaction>",
    );
    expect(parseScormManifest(xml).scos[0]?.data).toEqual({
      launch_data: "level=2",
      mastery_score: "80",
      max_time_allowed: "00:30:00",
      time_limit_action: "exit,message",
    });
  });

  it("reads a real 1.2 package with a mastery score added to its manifest", async () => {
    const xml = (await fixtureManifest("RuntimeBasicCalls_SCORM12.zip")).replace(
      /(<item [^>]*>\s*<title>[^<]*<\/title>)/,
      "$1<adlcp:masteryscore>90</adlcp:masteryscore>",
    );
    expect(parseScormManifest(xml).scos[0]?.data).toEqual({ mastery_score: "90" });
  });

  it("reads a 2004 item's dataFromLMS, completion threshold, time limit and passing score by measure", () => {
    const xml = manifest2004(
      "<adlcp:dataFromLMS>start=3</adlcp:dataFromLMS>" +
        '<adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.75"/>' +
        "<adlcp:timeLimitAction>continue,no message</adlcp:timeLimitAction>" +
        '<imsss:sequencing><imsss:limitConditions attemptAbsoluteDurationLimit="PT1H30M"/>' +
        '<imsss:objectives><imsss:primaryObjective objectiveID="p" satisfiedByMeasure="true">' +
        "<imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective>" +
        '<imsss:objective objectiveID="o2"/><imsss:objective objectiveID="o3"/></imsss:objectives></imsss:sequencing>',
    );
    expect(parseScormManifest(xml).scos[0]?.data).toEqual({
      launch_data: "start=3",
      completion_threshold: "0.75",
      time_limit_action: "continue,no message",
      max_time_allowed: "PT1H30M",
      scaled_passing_score: "0.6",
      objectives: ["p", "o2", "o3"],
    });
  });

  it("takes the sequencing of the collection an item names, and no passing score without satisfiedByMeasure", () => {
    const xml = manifest2004(
      '<imsss:sequencing IDRef="shared"/>',
      '<imsss:sequencing ID="shared"><imsss:objectives><imsss:primaryObjective objectiveID="p">' +
        "<imsss:minNormalizedMeasure>0.6</imsss:minNormalizedMeasure></imsss:primaryObjective></imsss:objectives></imsss:sequencing>",
    );
    expect(parseScormManifest(xml).scos[0]?.data).toEqual({ objectives: ["p"] });
  });

  it("reads 4th Edition shared data maps with their read and write rules (defaults true, duplicates once)", () => {
    const xml = manifest2004(
      '<adlcp:data><adlcp:map targetID="notes" readSharedData="true" writeSharedData="false"/>' +
        '<adlcp:map targetID="score"/><adlcp:map targetID="notes"/><adlcp:map/>' +
        '<adlcp:map targetID="x" writeSharedData="maybe"/></adlcp:data>',
    );
    expect(parseScormManifest(xml).scos[0]?.data).toEqual({
      shared_data: [
        { id: "notes", read: true, write: false },
        { id: "score", read: true, write: true },
        { id: "x", read: true, write: true },
      ],
    });
  });

  it("ignores bad values and unknown elements without breaking the import", () => {
    const xml12 = with12(
      "<adlcp:masteryscore>120</adlcp:masteryscore><adlcp:maxtimeallowed>soon</adlcp:maxtimeallowed>" +
        "<adlcp:timelimitaction>explode</adlcp:timelimitaction><adlcp:unknown>x</adlcp:unknown>",
    );
    const sco12 = parseScormManifest(xml12).scos[0];
    expect(sco12?.launch).toBe("index.html");
    expect(sco12?.data).toBeUndefined();
    const xml2004 = manifest2004(
      "<adlcp:completionThreshold>1.5</adlcp:completionThreshold>" +
        '<imsss:sequencing><imsss:limitConditions attemptAbsoluteDurationLimit="an hour"/>' +
        '<imsss:objectives><imsss:primaryObjective satisfiedByMeasure="true"><imsss:minNormalizedMeasure>2' +
        '</imsss:minNormalizedMeasure></imsss:primaryObjective><imsss:objective objectiveID=""/>' +
        "<imsss:objective><imsss:bogus/></imsss:objective></imsss:objectives></imsss:sequencing>",
    );
    const sco2004 = parseScormManifest(xml2004).scos[0];
    expect(sco2004?.launch).toBe("index.html");
    expect(sco2004?.data).toBeUndefined();
  });
});
