// Test packages for the SCORM 2004 4th Edition sequencing the fixtures lack (issue 16): the golf content of
// SequencingSimpleRemediation under new manifests modelled on ADL's published golf examples (Randomization,
// Constrained Choice, 4th Edition objectives). Used by the tests only.
import { craftZip, fixtureEntries } from "./testZips";

const REMEDIATION = "SequencingSimpleRemediation_SCORM20043rdEdition.zip";

const CONTENT = [
  ["playing", "Playing the Game"],
  ["etiquette", "Etiquette"],
  ["handicapping", "Handicapping"],
  ["havingfun", "Having Fun"],
] as const;

const RESOURCES = `<resources>
${CONTENT.map(
  ([id]) =>
    `    <resource identifier="${id}_resource" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html?content=${id}"><dependency identifierref="common_files"/></resource>`,
).join("\n")}
    <resource identifier="common_files" type="webcontent" adlcp:scormType="asset"><file href="shared/launchpage.html"/></resource>
  </resources>`;

function manifest(id: string, organization: string, collection = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="golf">${organization}</organizations>
  ${RESOURCES}
  ${collection}
</manifest>`;
}

const item = ([id, title]: (typeof CONTENT)[number], sequencing = "") =>
  `<item identifier="${id}_item" identifierref="${id}_resource"><title>${title}</title>${sequencing}</item>`;

/**
 * Randomization: the four content SCOs in a module that selects three of them once and shuffles them once, so each
 * learner gets their own three in their own order.
 */
export function randomizationManifest(): string {
  return manifest(
    "com.example.golf.randomization",
    `<organization identifier="golf"><title>Golf Explained - Randomization</title>
      <item identifier="module"><title>Golf Basics</title>
        ${CONTENT.map((c) => item(c)).join("\n        ")}
        <imsss:sequencing>
          <imsss:controlMode choice="true" flow="true"/>
          <imsss:randomizationControls randomizationTiming="once" selectCount="3" reorderChildren="true" selectionTiming="once"/>
        </imsss:sequencing>
      </item>
      <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
    </organization>`,
  );
}

/**
 * Constrained Choice: each content SCO in its own module; modules constrain choice (next / previous module only) and
 * the last one cannot be begun by choice (preventActivation). Rollup leaves out suspended modules.
 */
export function constrainedChoiceManifest(): string {
  const module = (
    c: (typeof CONTENT)[number],
    i: number,
  ) => `<item identifier="module_${i + 1}"><title>Module ${i + 1}</title>
        ${item(c)}
        <imsss:sequencing IDRef="module_rules">${
          i === CONTENT.length - 1
            ? '<adlseq:constrainedChoiceConsiderations preventActivation="true" constrainChoice="true"/>'
            : ""
        }</imsss:sequencing>
      </item>`;
  return manifest(
    "com.example.golf.constrained",
    `<organization identifier="golf"><title>Golf Explained - Constrained Choice</title>
      ${CONTENT.map(module).join("\n      ")}
      <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
    </organization>`,
    `<imsss:sequencingCollection>
    <imsss:sequencing ID="module_rules">
      <imsss:controlMode choice="true" flow="true"/>
      <adlseq:constrainedChoiceConsiderations constrainChoice="true"/>
      <adlseq:rollupConsiderations requiredForSatisfied="ifNotSuspended" requiredForCompleted="ifAttempted" measureSatisfactionIfActive="false"/>
    </imsss:sequencing>
  </imsss:sequencingCollection>`,
  );
}

/**
 * 4th Edition objectives: Playing writes its completion, progress and score to a global that Etiquette reads
 * (adlseq:objectives / adlseq:mapInfo); the organization keeps its globals to this package (objectivesGlobalToSystem).
 */
export function objectives4thManifest(): string {
  const [playing, etiquette] = CONTENT;
  const sequencing = (write: boolean) => `<imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="golf_basics" satisfiedByMeasure="false">
              <imsss:mapInfo targetObjectiveID="com.example.golf.basics" readSatisfiedStatus="true" writeSatisfiedStatus="${write}"/>
            </imsss:primaryObjective>
          </imsss:objectives>
          <adlseq:objectives>
            <adlseq:objective objectiveID="golf_basics">
              <adlseq:mapInfo targetObjectiveID="com.example.golf.basics" readCompletionStatus="${!write}" readProgressMeasure="${!write}"
                readRawScore="${!write}" writeCompletionStatus="${write}" writeProgressMeasure="${write}" writeRawScore="${write}"
                writeMinScore="${write}" writeMaxScore="${write}"/>
            </adlseq:objective>
            <adlseq:objective objectiveID="nowhere"><adlseq:mapInfo targetObjectiveID="x" writeRawScore="true"/></adlseq:objective>
          </adlseq:objectives>
        </imsss:sequencing>`;
  return manifest(
    "com.example.golf.objectives",
    `<organization identifier="golf" adlseq:objectivesGlobalToSystem="false"><title>Golf Explained - Objectives</title>
      ${item(playing, sequencing(true))}
      ${item(etiquette, sequencing(false))}
      <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
    </organization>`,
  );
}

/** The golf content with `manifestXml` as its imsmanifest.xml, zipped. */
export async function golfPackage(manifestXml: string): Promise<Buffer> {
  const entries = (await fixtureEntries(REMEDIATION)).filter((e) => e.name !== "imsmanifest.xml");
  return craftZip([...entries, { name: "imsmanifest.xml", content: manifestXml }]);
}
