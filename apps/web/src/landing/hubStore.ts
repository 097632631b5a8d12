import type { LandingHub } from "@coursewright/course-model";
import { create } from "zustand";
import { isLoggedIn, useSession } from "../session/store";
import { LandingApiError, landingRequest } from "./api";

/** Where the page finds the anonymous get_hub answer the server wrote into it (modules/hubs/ssr/head.ts). */
export const LANDING_DATA_ID = "hub-landing-data";

export type HubStatus = "loading" | "ready" | "missing" | "error";

interface HubState {
  hubId: number | null;
  hub: LandingHub | null;
  status: HubStatus;
}

export const useHub = create<HubState>(() => ({ hubId: null, hub: null, status: "loading" }));

/** The landing data in the page, when it is about `hubId` (the server writes none for drafts and unknown hubs). */
export function embeddedHub(hubId: number, doc: Pick<Document, "getElementById"> = document): LandingHub | null {
  const text = doc.getElementById(LANDING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: { data?: LandingHub } = JSON.parse(text);
    return parsed.data && parsed.data.id === hubId ? parsed.data : null;
  } catch {
    return null;
  }
}

const hubPath = (hubId: number) => `/api/course_hubs/landing/get_hub/${hubId}?with_courses=true`;

let loading: Promise<void> | null = null;

/**
 * Enrolments made on this page, by course: a refresh asked before the enrolment was written can answer after it,
 * and must not put the Enrol button back (the learner would enrol twice, or think they had not).
 */
const enrolledHere = new Map<number, string>();

function withEnrolments(hub: LandingHub): LandingHub {
  if (enrolledHere.size === 0) return hub;
  return {
    ...hub,
    courses: hub.courses.map((course) => {
      const shareId = enrolledHere.get(course.id);
      return shareId && !course.enrolled ? { ...course, enrolled: true, share_id: shareId } : course;
    }),
  };
}

/** Asks the server for the hub as this visitor sees it (their courses, a private hub's standing, a draft's preview). */
export function refreshHub(hubId: number): Promise<void> {
  const request = landingRequest<{ data: LandingHub }>("GET", hubPath(hubId)).then(
    ({ data }) => {
      if (useHub.getState().hubId === hubId) useHub.setState({ hub: withEnrolments(data), status: "ready" });
    },
    (error: unknown) => {
      if (useHub.getState().hubId !== hubId) return;
      const missing = error instanceof LandingApiError && error.status === 404;
      // A hub already on screen stays there when only the refresh failed.
      if (useHub.getState().hub && !missing) return;
      useHub.setState({ hub: null, status: missing ? "missing" : "error" });
    },
  );
  loading = request;
  return request;
}

/**
 * Starts with hub `hubId`: from the page's own data when the server wrote it (no request before the first
 * paint), then, for a signed-in visitor, from the server again with their token: which courses they hold, and for
 * a private hub whether they may see it (the anonymous data only names it, so they wait for that answer).
 */
export function startHub(hubId: number): Promise<void> {
  if (useHub.getState().hubId === hubId && loading) return loading;
  const embedded = embeddedHub(hubId);
  const signedIn = isLoggedIn(useSession.getState());
  if (embedded && (!signedIn || embedded.access === "granted")) {
    useHub.setState({ hubId, hub: embedded, status: "ready" });
    loading = signedIn ? refreshHub(hubId) : Promise.resolve();
    return loading;
  }
  useHub.setState({ hubId, hub: null, status: "loading" });
  return refreshHub(hubId);
}

/** Updates one course of the hub on screen after the visitor enrolled in it. */
export function markEnrolled(courseId: number, shareId: string): void {
  enrolledHere.set(courseId, shareId);
  const { hub } = useHub.getState();
  if (!hub) return;
  useHub.setState({ hub: withEnrolments(hub) });
}
