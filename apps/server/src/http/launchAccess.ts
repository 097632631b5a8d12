import type { FastifyRequest } from "fastify";
import type { Session } from "../modules/auth/tokens";
import { errors } from "./errors";
import { type LaunchArea, policies } from "./policies";

/**
 * What a route offers a launch's sign-in (issue 15). A sign-in made by redeeming a launch is held to one kind
 * of use of one course (its scope, on the access token row); each route says which areas it belongs to and,
 * for the course-bound ones, how to find the course a request touches. A route that says nothing is closed
 * to every launch's sign-in, so a route added later cannot leak: the decision is policies.launchArea and
 * policies.launchCourse, taken here for every route that reads a session (http/auth.ts).
 */
export interface LaunchAccess {
  areas: readonly LaunchArea[];
  /** The course the request touches, null when there is none (refused); required for course-bound areas. */
  course?: CourseOf;
}

export type CourseOf = (request: FastifyRequest) => Promise<number | null>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Areas of this route open to launches' sign-ins (absent: none). */
    launch?: LaunchAccess;
  }
}

/** 403 launch_scope unless the session (when it is a launch's) may use this route for this course. */
export async function holdToLaunch(request: FastifyRequest, session: Session): Promise<void> {
  const { scope } = session;
  if (!scope) return;
  const access = request.routeOptions.config.launch;
  const area = policies.launchArea(scope, access);
  const courseId = area !== null && access?.course ? await access.course(request) : null;
  if (area === null || !policies.launchCourse(scope, area, courseId)) throw errors.launchScope();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A serial of the validated params, query or body (the route's zod schema has coerced it already). */
function serialIn(source: unknown, name: string): number | null {
  const value = isRecord(source) ? source[name] : undefined;
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}

function textIn(source: unknown, name: string): string | null {
  const value = isRecord(source) ? source[name] : undefined;
  return typeof value === "string" ? value : null;
}

/** The course is a route parameter. */
export const courseParam =
  (name: string): CourseOf =>
  async (request) =>
    serialIn(request.params, name);

/** The course of a row another id names: a route parameter, a query or a body field, looked up in the database. */
export function courseVia(
  where: "params" | "query" | "body",
  name: string,
  lookup: (id: number) => Promise<number | null>,
): CourseOf {
  return async (request) => {
    const id = serialIn(request[where], name);
    return id === null ? null : lookup(id);
  };
}

/** The same for a text id (a share's). */
export function courseViaText(
  where: "params" | "query" | "body",
  name: string,
  lookup: (id: string) => Promise<number | null>,
): CourseOf {
  return async (request) => {
    const id = textIn(request[where], name);
    return id === null ? null : lookup(id);
  };
}
