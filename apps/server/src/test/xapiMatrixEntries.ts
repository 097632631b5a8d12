// The xAPI settings' rows of the authorisation matrix (http/authorizationMatrix.test.ts). A creator's default store
// is their own, like API integrations (every creator has one to read and set); a course's store is its owner's,
// and a builder launch of the course may not reach it (the store's secret is the creator's, not the course's).
import type { Entry, Expected, Fixtures } from "./authorizationFixtures";

const S = "scope";
const OWNED: Expected = [401, 403, 403, 200, S, S];
const CREATORS: Expected = [401, 403, 200, 200, S, S];

const settings = () => ({
  endpoint: "https://lrs.example.com/xapi/",
  key: "matrix-key",
  secret: "matrix-secret",
  use_mbox: false,
});
const course = (f: Fixtures) => `/api/xapi/courses/${f.courseId}/settings`;

export const XAPI_ENTRIES: Entry[] = [
  { route: "GET /api/xapi/settings", call: () => ({ url: "/api/xapi/settings" }), expect: CREATORS },
  {
    route: "PUT /api/xapi/settings",
    call: () => ({ url: "/api/xapi/settings", payload: settings() }),
    expect: CREATORS,
  },
  { route: "DELETE /api/xapi/settings", call: () => ({ url: "/api/xapi/settings" }), expect: CREATORS },
  { route: "GET /api/xapi/courses/:courseId/settings", call: (f) => ({ url: course(f) }), expect: OWNED },
  {
    route: "PUT /api/xapi/courses/:courseId/settings",
    call: (f) => ({ url: course(f), payload: settings() }),
    expect: OWNED,
  },
  { route: "DELETE /api/xapi/courses/:courseId/settings", call: (f) => ({ url: course(f) }), expect: OWNED },
];
