import { describe, expect, it } from "vitest";
import { formToRequest, validateIntegrationForm } from "./formValues";

const echo = (key: string, params?: Record<string, string | number>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

describe("the integration form", () => {
  it("sends the title trimmed and the origins normalised, without empty rows or repeats", () => {
    expect(
      formToRequest({
        title: "  Moodle ",
        origins: ["HTTPS://LMS.example.com:443/", "", "https://lms.example.com", "http://localhost:8080"],
      }),
    ).toEqual({ title: "Moodle", allowed_origins: ["https://lms.example.com", "http://localhost:8080"] });
  });

  it("names each row that is not an origin, and repeats", () => {
    const errors = validateIntegrationForm(
      {
        title: " ",
        origins: [
          "https://lms.example.com/path",
          "ftp://x.org",
          "",
          "https://ok.example",
          "HTTPS://OK.example",
          "lms.example.com",
        ],
      },
      echo,
    );
    expect(errors).toEqual({
      title: "validation.required",
      "origins.0": "validation.origin",
      "origins.1": "validation.origin",
      "origins.4": "integrations.form.origin_duplicate",
      "origins.5": "validation.origin",
    });
    expect(validateIntegrationForm({ title: "LMS", origins: [""] }, echo)).toEqual({});
  });
});
