import { BLOCK_TYPE, newBlockFields } from "@coursewright/course-model";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { contentMessagesLoaded, contentTranslator } from "./contentDefaults";

async function i18nWith(languages: Record<string, Record<string, unknown>>, interfaceLanguage: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: Object.fromEntries(
      Object.entries(languages).map(([code, messages]) => [code, { translation: messages }]),
    ),
    lng: interfaceLanguage,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const en = {
  blocks: {
    quiz: { defaults: { option_1: "Option 1", option_2: "Option 2" } },
    feedback: { correct_default: "Correct, well done!", incorrect_default: "Not quite." },
  },
};
const de = {
  blocks: {
    quiz: { defaults: { option_1: "Option 1 (de)", option_2: "Antwort 2" } },
    feedback: { correct_default: "Richtig, gut gemacht!", incorrect_default: "Nicht ganz." },
  },
};

describe("contentTranslator", () => {
  it("gives a new question's words in the course's language, not the interface's", async () => {
    const i18n = await i18nWith({ en, de }, "en");
    const fields = newBlockFields(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, contentTranslator(i18n, "de"));
    const options = fields.settings.options as { text: string }[];
    expect(options.map((option) => option.text)).toEqual(["Option 1 (de)", "Antwort 2"]);
    expect(fields.settings.correct_answer_feedback).toBe("Richtig, gut gemacht!");
    expect(fields.settings.incorrect_answer_feedback).toBe("Nicht ganz.");
  });

  it("an English course in the German interface starts in English", async () => {
    const i18n = await i18nWith({ en, de }, "de");
    expect(contentTranslator(i18n, "en")("blocks.feedback.correct_default")).toBe("Correct, well done!");
  });

  it("a course without a language follows the interface", async () => {
    const i18n = await i18nWith({ en, de }, "de");
    expect(contentTranslator(i18n, null)("blocks.feedback.correct_default")).toBe("Richtig, gut gemacht!");
    expect(contentMessagesLoaded(i18n, null)).toBe(true);
  });

  it("before the course's messages arrive, the interface's words stand in (never a raw key)", async () => {
    const i18n = await i18nWith({ en }, "en");
    expect(contentMessagesLoaded(i18n, "fr")).toBe(false);
    expect(contentTranslator(i18n, "fr")("blocks.feedback.correct_default")).toBe("Correct, well done!");
    i18n.addResourceBundle("fr", "translation", { blocks: { feedback: { correct_default: "Bravo !" } } });
    expect(contentMessagesLoaded(i18n, "fr")).toBe(true);
    expect(contentTranslator(i18n, "fr")("blocks.feedback.correct_default")).toBe("Bravo !");
  });
});
