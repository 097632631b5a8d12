import { describe, expect, it } from "vitest";
import { xapiEndpointProblem, xapiSettingsRequestSchema } from "./xapi";

describe("xapiEndpointProblem", () => {
  it("calls a scheme without a host incomplete", () => {
    for (const value of ["https://", "http://", "https:", "HTTPS://", "https:/", "https://?x", " https:// "])
      expect(xapiEndpointProblem(value), value).toBe("validation.url_incomplete");
  });

  it("refuses other schemes, credentials and non-addresses as not a web address", () => {
    for (const value of ["ftp://lrs.example.com/", "https://user:pw@lrs.example.com/", "not a url", "lrs.example.com"])
      expect(xapiEndpointProblem(value), value).toBe("validation.url");
  });

  it("accepts http and https addresses with a host", () => {
    for (const value of ["https://lrs.example.com/xAPI/", "http://localhost:8080/data/xAPI"])
      expect(xapiEndpointProblem(value), value).toBeNull();
  });

  it("the request schema carries the same key", () => {
    const parsed = xapiSettingsRequestSchema.safeParse({ endpoint: "https://", key: "k", secret: "s" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(["validation.url_incomplete"]);
  });
});
