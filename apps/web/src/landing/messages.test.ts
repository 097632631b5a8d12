import { LANGUAGE_CODES } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { landingMessagesOf } from "../../build/landingMessages";
import { LANDING_ENGLISH, LANDING_MESSAGE_LOADERS } from "./messages";

const LOCALES = new URL("../../../../packages/course-model/src/i18n/locales", import.meta.url).pathname;

describe("the landing pages' messages", () => {
  it("bundle English's hub_landing and cart sections alone, and load every other language on its own", async () => {
    expect(Object.keys(LANDING_ENGLISH)).toEqual(["hub_landing", "cart"]);
    expect(LANDING_ENGLISH).toEqual(landingMessagesOf(LOCALES, "en"));
    expect(Object.keys(LANDING_MESSAGE_LOADERS).sort()).toEqual(LANGUAGE_CODES.filter((c) => c !== "en").sort());
    const german = (await LANDING_MESSAGE_LOADERS.de()).default;
    expect(german).toEqual(landingMessagesOf(LOCALES, "de"));
    expect(JSON.stringify(german)).toContain("Kostenlos");
  });
});
