import type { LtiToolConfig } from "@coursewright/course-model";
import { toolUrls } from "./login";

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
      description: "Courses made with Coursewright, played (or edited by instructors) inside the LMS.",
      oidc_initiation_url: urls.login_url,
      target_link_uri: urls.launch_url,
      redirect_uris: [urls.launch_url],
      public_jwk_url: urls.jwks_url,
      scopes: [],
      custom_fields: { course_id: "" },
      claims: ["sub", "iss", "name", "given_name", "family_name", "email"],
    },
  };
}
