import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, slugify, slugSchema } from "./slug";

describe("slugify", () => {
  it("makes lower-case ASCII letters, digits and single hyphens from a name", () => {
    expect(slugify("Café Über Kurse 2")).toBe("cafe-uber-kurse-2");
    expect(slugify("  Safety -- First!!  ")).toBe("safety-first");
    expect(slugify("Straße & Maß")).toBe("strasse-mass");
    expect(slugify("</title><script>")).toBe("title-script");
    expect(slugify("Ça va? Ñandú")).toBe("ca-va-nandu");
  });

  it("falls back to hub for names without latin letters or digits, and stays within the length", () => {
    expect(slugify("日本語のコース")).toBe("hub");
    expect(slugify("!!!")).toBe("hub");
    const long = slugify(`${"word ".repeat(40)}end`);
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long.endsWith("-")).toBe(false);
  });

  it("always makes a slug the schema accepts", () => {
    for (const name of ["Café Über Kurse 2", "日本語", "a--b", "-x-", "A".repeat(200), "x y z"]) {
      expect(slugSchema.safeParse(slugify(name)).success, name).toBe(true);
    }
  });
});

describe("slugSchema", () => {
  it("refuses capitals, spaces, double or edge hyphens and other characters", () => {
    for (const slug of ["My-hub", "my hub", "my--hub", "-hub", "hub-", "hüb", "", "a".repeat(81), "../x"]) {
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    }
    expect(slugSchema.safeParse("my-hub-2").success).toBe(true);
  });
});
