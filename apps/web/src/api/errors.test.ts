import { describe, expect, it } from "vitest";
import { ApiError, extractValidationErrors, failureAction } from "./errors";

const page = { withAuth: true, redirectOn404: true };

describe("failureAction", () => {
  it("maps statuses to the handling of spec 8", () => {
    expect(failureAction(401, page)).toBe("unauthorized");
    expect(failureAction(403, page)).toBe("dashboard");
    expect(failureAction(404, page)).toBe("notFound");
    expect(failureAction(422, page)).toBe("validation");
    expect(failureAction(503, page)).toBe("maintenance");
    expect(failureAction(500, page)).toBe("failed");
    expect(failureAction(502, page)).toBe("failed");
    expect(failureAction(502, { ...page, code: "lti_roster_unavailable" })).toBe("caller");
    expect(failureAction(502, { ...page, code: "lti_roster_refused" })).toBe("caller");
    expect(failureAction(0, page)).toBe("failed");
  });

  it("leaves a 401 without Authorization (wrong password at login) to the caller", () => {
    expect(failureAction(401, { withAuth: false, redirectOn404: true })).toBe("caller");
  });

  it("lets forms opt out of the 404 redirect", () => {
    expect(failureAction(404, { withAuth: true, redirectOn404: false })).toBe("caller");
  });

  it("lets a screen that explains a refusal keep a 403, an embedded page's launch scope still being its own", () => {
    expect(failureAction(403, { ...page, redirectOn403: false })).toBe("caller");
    expect(failureAction(403, { ...page, redirectOn403: true })).toBe("dashboard");
    expect(failureAction(403, { ...page, redirectOn403: false, code: "launch_scope" })).toBe("outsideLaunch");
  });

  it("leaves rate limits and too-large uploads to the caller, whose message says what to do", () => {
    expect(failureAction(429, page)).toBe("caller");
    expect(failureAction(413, page)).toBe("caller");
  });

  it("keeps an embedded page where it is when its launch does not cover a call, instead of the dashboard", () => {
    expect(failureAction(403, { ...page, code: "launch_scope" })).toBe("outsideLaunch");
    expect(failureAction(403, { ...page, code: "forbidden" })).toBe("dashboard");
  });

  it("leaves a conflict (a stale progress write, which the player adopts) to the caller, without the banner", () => {
    expect(failureAction(409, page)).toBe("caller");
  });
});

describe("extractValidationErrors", () => {
  it("reads message and errors at the top level, keeping the first message of each field", () => {
    const body = { message: "Check the fields.", errors: { email: ["Taken.", "Other."], "a.b": ["Nested."] } };
    expect(extractValidationErrors(body)).toEqual({
      message: "Check the fields.",
      errors: { email: "Taken.", "a.b": "Nested." },
    });
  });

  it("reads message and errors under data", () => {
    const body = { data: { message: "Invalid.", errors: { name: ["Required."] } } };
    expect(extractValidationErrors(body)).toEqual({ message: "Invalid.", errors: { name: "Required." } });
  });

  it("copes with bodies that are not objects or have no errors", () => {
    expect(extractValidationErrors(null)).toEqual({ message: null, errors: {} });
    expect(extractValidationErrors("oops")).toEqual({ message: null, errors: {} });
    expect(extractValidationErrors({ message: "Only a message" })).toEqual({ message: "Only a message", errors: {} });
    expect(extractValidationErrors({ errors: { x: [], y: "single" } })).toEqual({
      message: null,
      errors: { y: "single" },
    });
  });
});

describe("ApiError", () => {
  it("keeps the status, the server's sentence and the stable id", () => {
    const error = new ApiError(401, { message: "Wrong password.", error: "invalid_credentials" });
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe("Wrong password.");
    expect(error.code).toBe("invalid_credentials");
  });

  it("extracts validation errors only for 422", () => {
    expect(new ApiError(422, { message: "m", errors: { a: ["x"] } }).validation.errors).toEqual({ a: "x" });
    expect(new ApiError(400, { message: "m", errors: { a: ["x"] } }).validation.errors).toEqual({});
  });
});
