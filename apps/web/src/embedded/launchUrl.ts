import { LAUNCH_PARAM } from "@coursewright/course-model";

/** The pages an external system may embed with a launch (issue 8): the player and the builder. */
const EMBEDDABLE = /^\/(coursePlayer|courseBuilder)\/(\d+)\/?$/;

export interface LaunchInUrl {
  launch: string;
  /** Sent with the redeem: the launch's own user wins, this names one when it has none (SCORM). */
  integrationUserId: string | null;
  page: "player" | "builder";
  courseId: number;
}

/** The launch of this address, when it is an embeddable page with `launch=` in its query. */
export function launchInUrl(pathname: string, search: string): LaunchInUrl | null {
  const match = EMBEDDABLE.exec(pathname);
  if (!match) return null;
  const params = new URLSearchParams(search);
  const launch = params.get(LAUNCH_PARAM);
  if (!launch) return null;
  return {
    launch,
    integrationUserId: params.get("integration_user_id") || null,
    page: match[1] === "courseBuilder" ? "builder" : "player",
    courseId: Number(match[2]),
  };
}
