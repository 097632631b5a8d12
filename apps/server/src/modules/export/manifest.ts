import type { ScormVersion } from "@coursewright/course-model";

/** The files of the package's one SCO: the launcher page and its script. */
export const SCO_FILES = ["index.html", "launcher.js"] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/** Identifiers are xs:ID (an NCName): letters first, no spaces or colons. */
export const manifestIdentifier = (courseId: number, version: ScormVersion) =>
  `coursewright.course_${courseId}.scorm_${version === "1.2" ? "12" : "2004"}`;

export interface ManifestInput {
  courseId: number;
  title: string;
  version: ScormVersion;
}

const files = () => SCO_FILES.map((href) => `      <file href="${href}"/>`).join("\n");

/**
 * SCORM 1.2 (IMS CP 1.1.2 + ADL CP 1.2): one organization, one item, one SCO resource. No masteryscore: the
 * player decides passed or failed with the course's own pass percent and says so in lesson_status.
 */
function manifest12({ courseId, title, version }: ManifestInput): string {
  const id = manifestIdentifier(courseId, version);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="organization_1">
    <organization identifier="organization_1">
      <title>${escapeXml(title)}</title>
      <item identifier="item_1" identifierref="resource_1" isvisible="true">
        <title>${escapeXml(title)}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource_1" type="webcontent" adlcp:scormtype="sco" href="index.html">
${files()}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * SCORM 2004 3rd Edition (IMS CP 1.1.4, ADL CP/Nav/Seq 1.3, IMS SS 1.0), the edition of the XSDs the package
 * ships (schemas/2004) and all this manifest needs: 4th Edition's additions (shared data, adlseq objectives,
 * more hideLMSUI values) are not used, and its XSDs are not written from memory. The content sets completion and
 * success itself (deliveryControls), and with a single SCO the LMS's previous/continue buttons would only
 * confuse, so they are hidden.
 */
function manifest2004({ courseId, title, version }: ManifestInput): string {
  const id = manifestIdentifier(courseId, version);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 3rd Edition</schemaversion>
  </metadata>
  <organizations default="organization_1">
    <organization identifier="organization_1">
      <title>${escapeXml(title)}</title>
      <item identifier="item_1" identifierref="resource_1" isvisible="true">
        <title>${escapeXml(title)}</title>
        <imsss:sequencing>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
        <adlnav:presentation>
          <adlnav:navigationInterface>
            <adlnav:hideLMSUI>previous</adlnav:hideLMSUI>
            <adlnav:hideLMSUI>continue</adlnav:hideLMSUI>
          </adlnav:navigationInterface>
        </adlnav:presentation>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="resource_1" type="webcontent" adlcp:scormType="sco" href="index.html">
${files()}
    </resource>
  </resources>
</manifest>
`;
}

export const buildManifest = (input: ManifestInput): string =>
  input.version === "1.2" ? manifest12(input) : manifest2004(input);
