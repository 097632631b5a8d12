// @vitest-environment jsdom
import {
  BLOCK_TYPE,
  BLOCK_TYPE_CODES,
  blankPlaceholder,
  getBlockTraits,
  newBlockFields,
  pageBlockFieldsCheckedSchema,
  QUIZ_QUESTION_TEXT_KEYS,
  questionHasText,
} from "@coursewright/course-model";
import deCatalog from "@coursewright/course-model/i18n/locales/de/app.json";
import enCatalog from "@coursewright/course-model/i18n/locales/en/app.json";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../blocks/shared/sanitize";
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

describe("a new question's text", () => {
  const catalogs = { en: enCatalog, de: deCatalog } as Record<string, Record<string, unknown>>;
  const questionTypes = BLOCK_TYPE_CODES.filter((type) => type in QUIZ_QUESTION_TEXT_KEYS);

  it("covers every question kind", () => {
    const questions = BLOCK_TYPE_CODES.filter((type) => getBlockTraits(type).isQuiz);
    expect(questionTypes).toEqual(questions);
    expect(questionTypes).toHaveLength(10);
  });

  it.each(["en", "de"])(
    "every question kind starts with words in a %s course, valid for the course model",
    async (lang) => {
      const i18n = await i18nWith(catalogs, lang === "en" ? "de" : "en");
      const translate = contentTranslator(i18n, lang as "en" | "de");
      for (const type of questionTypes) {
        const fields = newBlockFields(type, translate);
        expect(questionHasText(fields.text), `type ${type}`).toBe(true);
        expect(fields.text).toMatch(/^<p>[^<>]+<\/p>$/);
        expect(fields.text).not.toContain("blocks.quiz");
        // A fill-in sentence places each of its blanks in the words, once.
        const blanks = ((fields.settings.blanks ?? []) as { id: string }[]).map((blank) => blank.id);
        for (const id of blanks) expect(fields.text?.split(blankPlaceholder(id))).toHaveLength(2);
        expect(pageBlockFieldsCheckedSchema.safeParse(fields).success, `type ${type}`).toBe(true);
        // The sanitiser the views use keeps it as written.
        expect(sanitizeHtml(fields.text ?? "")).toBe(fields.text);
      }
    },
  );

  it("is in the course's language: German words in a German course", async () => {
    const i18n = await i18nWith(catalogs, "en");
    const fields = newBlockFields(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, contentTranslator(i18n, "de"));
    expect(fields.text).toBe(`<p>Geben Sie das fehlende Wort ein: ${blankPlaceholder("b1")}</p>`);
    const choice = newBlockFields(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, contentTranslator(i18n, "en"));
    expect(choice.text).toBe("<p>Which of these answers is correct?</p>");
  });
});
