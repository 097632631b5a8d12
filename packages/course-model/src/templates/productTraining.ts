import type { Translate } from "../blocks/defaults";
import { COURSE_MODE } from "../course/courseFields";
import { blockMaker, type CourseTemplateContent, page } from "./content";

/**
 * A product training: what the product is, its key features, then customer scenarios where the learner
 * picks an answer and the expert's view appears once they have answered (a display condition).
 */
export function productTrainingTemplate(translate: Translate): CourseTemplateContent {
  const b = blockMaker(translate);
  const firstScenario = b.singleChoice(
    "<p>A customer says the product is too expensive compared with a cheaper rival. What do you say first?</p>",
    [
      "Offer a discount straight away",
      "Ask what they need it to do, then show the value for that",
      "Tell them the rival is worse",
    ],
    1,
    { x: 0, y: 10, w: 6, h: 24 },
  );
  const secondScenario = b.openAnswer(
    "<p>A long-standing customer asks whether the new version will break their setup. Write your reply.</p>",
    { x: 0, y: 10, w: 6, h: 24 },
  );
  return {
    course: {
      title: "Product training",
      description: "Know the product, its features and how to answer customers, practised on real scenarios.",
      preview_image_media_id: null,
      with_topics: true,
      randomize_pages_order: false,
      limit_pages_number: null,
      min_pass_percent: 70,
      mode: COURSE_MODE.LEARNING,
      theme_id: null,
      attempts: null,
    },
    topics: [
      {
        title: "The product",
        pages: [
          page("Meet the product", [
            b.banner(
              "<h1>What it does and who it is for</h1><p>Ten minutes that make your first customer talk easier</p>",
              { x: 0, y: 0, w: 12, h: 10 },
              "#5F3DC4",
            ),
            b.text(
              "<h2>In one sentence</h2><p>Describe the product the way a happy customer would. Then say who buys " +
                "it and the problem it solves for them.</p>",
              { x: 0, y: 10, w: 6, h: 14 },
            ),
            b.text(
              "<h3>Who buys it</h3><ul><li>Small teams that outgrew spreadsheets</li>" +
                "<li>Managers who need one view of the work</li></ul>",
              { x: 6, y: 10, w: 6, h: 14 },
              { background_color: "#F3F0FF", border_is_visible: true },
            ),
          ]),
          page("Key features", [
            b.accordion(
              [
                { title: "Dashboards", text: "<p>Everything that matters on one screen, updated live.</p>" },
                { title: "Automations", text: "<p>Repeated steps run on their own.</p>" },
                { title: "Integrations", text: "<p>Works with the tools customers already use.</p>" },
                { title: "Security", text: "<p>Single sign-on, audit log and encrypted storage.</p>" },
              ],
              { x: 0, y: 0, w: 7, h: 24 },
            ),
            b.matching(
              "<p>Match each feature to the customer who asks for it.</p>",
              [
                ["Dashboards", "I need to see everything at a glance"],
                ["Automations", "We do the same steps every day"],
                ["Integrations", "It must work with our mail and calendar"],
              ],
              { x: 7, y: 0, w: 5, h: 24 },
            ),
          ]),
        ],
      },
      {
        title: "Scenarios",
        pages: [
          page("Scenario: the price question", [
            b.text(
              "<h2>The price question</h2><p>Read the situation and choose what you would do. The expert's view " +
                "appears once you have answered.</p>",
              { x: 0, y: 0, w: 12, h: 10 },
            ),
            firstScenario,
            b.text(
              "<h3>The expert's view</h3><p>Price is rarely the real question. Find out what the customer needs, " +
                "then show what that is worth to them. A discount given too early teaches them to ask again.</p>",
              { x: 6, y: 10, w: 6, h: 24 },
              { background_color: "#F8F9FA", border_is_visible: true, ...b.shownAfter(firstScenario) },
            ),
          ]),
          page("Scenario: the worried customer", [
            b.text(
              "<h2>The worried customer</h2><p>Some questions have no single right answer. Write yours; your " +
                "trainer reads it.</p>",
              { x: 0, y: 0, w: 12, h: 10 },
            ),
            secondScenario,
            b.accordion(
              [
                { title: "Acknowledge the worry", text: "<p>Say you understand why the question matters.</p>" },
                { title: "Give the facts", text: "<p>Explain what changes and what stays the same.</p>" },
                { title: "Offer a next step", text: "<p>Propose a call or a test account before they switch.</p>" },
              ],
              { x: 6, y: 10, w: 6, h: 24 },
            ),
          ]),
          page("Check your knowledge", [
            b.multipleChoice(
              "<p>Which features help a manager who wants one view of the team's work?</p>",
              [
                { text: "Dashboards", correct: true },
                { text: "Integrations with the team's calendar", correct: true },
                { text: "A printed user manual", correct: false },
              ],
              { x: 0, y: 0, w: 6, h: 24 },
            ),
            b.trueFalse("<p>When a customer mentions price, offer a discount first.</p>", false, {
              x: 6,
              y: 0,
              w: 6,
              h: 24,
            }),
          ]),
        ],
      },
    ],
  };
}
