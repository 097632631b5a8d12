import type { LtiToolConfig } from "@coursewright/course-model";
import { AGS_SCOPE } from "./gradeLinks";
import { toolUrls } from "./login";
import { NRPS_SCOPE } from "./nrps";

/**
 * What a platform admin needs: the tool's three addresses and a JSON configuration in the shape LMSs that accept
 * one read (Canvas's "Paste JSON"; others take the fields one by one). custom_fields names the course to open.
 */
export function toolConfiguration(publicUrl: string): LtiToolConfig {
  const urls = toolUrls(publicUrl);
  return {
    ...urls,
    configuration: {
      title: "Coursewright",
      description:
        "Courses made with Coursewright, picked by instructors (deep linking), played inside the LMS, graded back.",
      oidc_initiation_url: urls.login_url,
      target_link_uri: urls.launch_url,
      redirect_uris: [urls.launch_url],
      public_jwk_url: urls.jwks_url,
      // Grade passback: posting scores, and finding or making the line item when a link names only the container;
      // and the course's roster for the reports (Names and Role Provisioning).
      scopes: [AGS_SCOPE.lineitem, AGS_SCOPE.lineitemReadonly, AGS_SCOPE.score, NRPS_SCOPE],
      // Canvas's placements: the course picker (deep linking) where instructors add content.
      extensions: [
        {
          platform: "canvas.instructure.com",
          privacy_level: "public",
          settings: {
            placements: [
              { placement: "link_selection", message_type: "LtiDeepLinkingRequest", target_link_uri: urls.launch_url },
              {
                placement: "assignment_selection",
                message_type: "LtiDeepLinkingRequest",
                target_link_uri: urls.launch_url,
              },
            ],
          },
        },
      ],
      custom_fields: { course_id: "" },
      claims: ["sub", "iss", "name", "given_name", "family_name", "email"],
    },
  };
}
