import type { Translate } from "../blocks/defaults";
import { COURSE_MODE } from "../course/courseFields";
import { blockMaker, type CourseTemplateContent, page } from "./content";

/** A compliance course: the rules in short lessons, then a final test that must reach the pass mark. */
export function complianceTemplate(translate: Translate): CourseTemplateContent {
  const b = blockMaker(translate);
  return {
    course: {
      title: "Data protection essentials",
      description: "The rules everyone must know about personal data, with a final test (pass mark 80 %).",
      preview_image_media_id: null,
      with_topics: true,
      randomize_pages_order: false,
      limit_pages_number: null,
      min_pass_percent: 80,
      mode: COURSE_MODE.LEARNING,
      theme_id: null,
      attempts: 3,
    },
    topics: [
      {
        title: "The rules",
        pages: [
          page("Why it matters", [
            b.banner("<h1>Data protection essentials</h1>", { x: 0, y: 0, w: 12, h: 8 }, "#2B8A3E"),
            b.text(
              "<p>Personal data is any information about a person who can be identified: a name, an e-mail " +
                "address, a customer number. Mishandling it hurts people and can cost the company heavy fines.</p>" +
                "<p>This course takes twenty minutes and ends with a final test. You need <strong>80 %</strong> " +
                "to pass and you have three attempts.</p>",
              { x: 0, y: 8, w: 12, h: 12 },
            ),
          ]),
          page("The principles", [
            b.text("<h2>Six principles</h2><p>Open each one to read what it means in your daily work.</p>", {
              x: 0,
              y: 0,
              w: 4,
              h: 24,
            }),
            b.accordion(
              [
                { title: "Lawful and fair", text: "<p>Have a reason the law accepts, and tell people about it.</p>" },
                { title: "Limited purpose", text: "<p>Use the data only for what it was collected for.</p>" },
                { title: "Data minimisation", text: "<p>Collect only what you really need.</p>" },
                { title: "Accuracy", text: "<p>Keep it correct and up to date.</p>" },
                { title: "Storage limits", text: "<p>Delete it when it is no longer needed.</p>" },
                { title: "Security", text: "<p>Protect it against loss, theft and prying eyes.</p>" },
              ],
              { x: 4, y: 0, w: 8, h: 24 },
            ),
          ]),
          page("Incidents", [
            b.text(
              "<h2>When something goes wrong</h2><p>A lost laptop, an e-mail to the wrong person, a file shared " +
                "with everyone: report it to the data protection officer <strong>the same day</strong>. Fast " +
                "reporting limits the harm; hiding it multiplies it.</p>",
              { x: 0, y: 0, w: 7, h: 16 },
            ),
            b.text(
              "<h3>Report it</h3><ol><li>What happened</li><li>Which data</li><li>When you noticed</li></ol>",
              { x: 7, y: 0, w: 5, h: 16 },
              { background_color: "#FFF4E6", border_is_visible: true },
            ),
          ]),
        ],
      },
      {
        title: "Final test",
        pages: [
          page("Final test (1 of 2)", [
            b.text("<h2>Before you start</h2><p>Answer every question. You need 80 % to pass.</p>", {
              x: 0,
              y: 0,
              w: 12,
              h: 6,
            }),
            b.singleChoice(
              "<p>Which of these is personal data?</p>",
              ["The company's annual revenue", "A customer's e-mail address", "The office opening hours"],
              1,
              { x: 0, y: 6, w: 6, h: 24 },
            ),
            b.trueFalse("<p>You may keep personal data as long as you like, just in case.</p>", false, {
              x: 6,
              y: 6,
              w: 6,
              h: 24,
            }),
            b.multipleChoice(
              "<p>Which of these are data protection incidents? Choose all that apply.</p>",
              [
                { text: "Sending a customer list to the wrong address", correct: true },
                { text: "Losing an unencrypted USB stick with HR files", correct: true },
                { text: "Deleting an old customer record on schedule", correct: false },
              ],
              { x: 0, y: 30, w: 12, h: 24 },
            ),
          ]),
          page("Final test (2 of 2)", [
            b.fillBlanks(
              "<p>An incident is reported to the [[blank:b1]] on the [[blank:b2]].</p>",
              [
                ["data protection officer", "marketing team", "customer"],
                ["same day", "end of the month", "next audit"],
              ],
              { x: 0, y: 0, w: 12, h: 12 },
            ),
            b.matching(
              "<p>Match each principle with what it asks of you.</p>",
              [
                ["Data minimisation", "Collect only what you need"],
                ["Storage limits", "Delete it when it is no longer needed"],
                ["Security", "Protect it against loss and theft"],
              ],
              { x: 0, y: 12, w: 12, h: 28 },
            ),
          ]),
        ],
      },
    ],
  };
}
