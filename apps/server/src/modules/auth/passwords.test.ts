import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, useCheapPasswordHashesForTests, verifyPassword } from "./passwords";

// The cost the app uses, not the cheap one of the test runs (src/test/setup.ts).
beforeAll(() => useCheapPasswordHashesForTests(false));
afterAll(() => useCheapPasswordHashesForTests(true));

describe("password hashing", () => {
  it("hashes with scrypt and a random salt, and verifies", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse", a)).toBe(true);
    expect(await verifyPassword("correct horse!", a)).toBe(false);
  });

  it("refuses malformed stored hashes", async () => {
    for (const stored of ["", "plain", "bcrypt$x$y", "scrypt$16384$8$1$c2FsdA=="]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });
});
