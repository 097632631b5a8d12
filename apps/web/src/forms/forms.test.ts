import { registerRequestSchema, supportMessageRequestSchema } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/errors";
import { showServerError } from "./serverErrors";
import { schemaErrors } from "./validate";

const echo = (key: string, params?: Record<string, string | number>) =>
  params && Object.keys(params).length > 0 ? `${key} ${JSON.stringify(params)}` : key;

describe("schemaErrors", () => {
  it("gives the first problem of each field, translated, with the schema's bounds", () => {
    const errors = schemaErrors(
      registerRequestSchema,
      { name: "", email: "nope", password: "short", password_confirmation: "other" },
      echo,
    );
    expect(errors.name).toMatch(/^validation.required/);
    expect(errors.email).toBe("validation.email");
    expect(errors.password).toBe('validation.password_min {"min":8}');
  });

  it("reports a mismatched confirmation once the rest is valid", () => {
    const errors = schemaErrors(
      registerRequestSchema,
      { name: "Ada", email: "ada@example.com", password: "long enough", password_confirmation: "different" },
      echo,
    );
    expect(errors).toEqual({ password_confirmation: "validation.password_confirmation" });
  });

  it("is empty for valid values", () => {
    expect(schemaErrors(supportMessageRequestSchema, { subject: "Hi", message: "Help" }, echo)).toEqual({});
  });
});

describe("showServerError", () => {
  function target(fields: string[]) {
    const shown: Record<string, string>[] = [];
    return { shown, target: { fields, setErrors: (e: Record<string, string>) => shown.push(e) } };
  }

  it("puts 422 errors under their fields and needs no general message", () => {
    const { shown, target: t } = target(["email"]);
    const error = new ApiError(422, { message: "Invalid.", errors: { email: ["Taken.", "Second."] } });
    expect(showServerError(error, t, echo)).toBeNull();
    expect(shown).toEqual([{ email: "Taken." }]);
  });

  it("shows errors of fields the form does not have in the general message", () => {
    const { target: t } = target(["password"]);
    const error = new ApiError(422, { message: "Invalid.", errors: { token: ["Link expired."] } });
    expect(showServerError(error, t, echo)).toBe("Link expired.");
  });

  it("shows the server's sentence for other refusals (wrong password, too many attempts)", () => {
    const { target: t } = target([]);
    expect(
      showServerError(new ApiError(401, { message: "Wrong password.", error: "invalid_credentials" }), t, echo),
    ).toBe("Wrong password.");
    expect(showServerError(new ApiError(500, {}), t, echo)).toBeNull();
    expect(showServerError(new Error("boom"), t, echo)).toBe("errors_ui.unexpected");
  });
});
