import { CURRENCY_CODES } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { currencyOptions } from "./currencyOptions";

describe("currency options", () => {
  it("lists every ISO 4217 code once, with its name in the interface language", () => {
    const english = currencyOptions("en-GB");
    expect(english.map((option) => option.value)).toEqual(CURRENCY_CODES);
    expect(english.find((option) => option.value === "EUR")?.label).toBe("EUR · Euro");
    expect(currencyOptions("de").find((option) => option.value === "USD")?.label).toBe("USD · US-Dollar");
  });
});
