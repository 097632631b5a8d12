import type { Translate } from "../blocks/defaults";
import { COURSE_MODE } from "../course/courseFields";
import { blockMaker, type CourseTemplateContent, page } from "./content";

/** A welcome and onboarding course: who we are, the first week, where to find help, a light check. */
export function welcomeTemplate(translate: Translate): CourseTemplateContent {
  const b = blockMaker(translate);
  return {
    course: {
      title: "Welcome to the team",
      description: "Everything a new colleague needs in their first week: who we are, how we work and who to ask.",
      preview_image_media_id: null,
      with_topics: true,
      randomize_pages_order: false,
      limit_pages_number: null,
      min_pass_percent: 50,
      mode: COURSE_MODE.LEARNING,
      theme_id: null,
      attempts: null,
    },
    topics: [
      {
        title: "Getting started",
        pages: [
          page("Welcome aboard", [
            b.banner(
              "<h1>We are glad you are here</h1><p>A few pages to find your way around.</p>",
              { x: 0, y: 0, w: 12, h: 10 },
              "#364FC7",
            ),
            b.text(
              "<h2>What this course covers</h2><p>In about fifteen minutes you will meet the company, learn how " +
                "your first week runs and find out where to get help. Replace these texts with your own: every " +
                "block can be edited on the page.</p>",
              { x: 0, y: 10, w: 7, h: 14 },
            ),
            b.text(
              "<h3>Your first day</h3><ul><li>Collect your laptop and badge</li><li>Meet your buddy</li>" +
                "<li>Lunch with the team</li></ul>",
              { x: 7, y: 10, w: 5, h: 14 },
              { background_color: "#EDF2FF", border_is_visible: true },
            ),
            b.button("I'm ready, let's start", { x: 4, y: 24, w: 4, h: 4 }),
          ]),
          page("Who we are", [
            b.text(
              "<h2>Our story</h2><p>Tell new colleagues where the company comes from, what it makes and for whom. " +
                "A short paragraph is enough; the details go in the sections beside it.</p>",
              { x: 0, y: 0, w: 6, h: 20 },
            ),
            b.accordion(
              [
                { title: "Our mission", text: "<p>One sentence that says why the company exists.</p>" },
                { title: "Our values", text: "<p>Be kind. Be clear. Finish what you start.</p>" },
                { title: "Our customers", text: "<p>Who they are and what they count on us for.</p>" },
              ],
              { x: 6, y: 0, w: 6, h: 20 },
            ),
          ]),
        ],
      },
      {
        title: "Your first week",
        pages: [
          page("How we work", [
            b.text(
              "<h2>Tools and habits</h2><p>Chat for quick questions, e-mail for decisions, the wiki for anything " +
                "that should outlive a conversation. Meetings have an agenda or they do not happen.</p>",
              { x: 0, y: 0, w: 12, h: 10 },
            ),
            b.accordion(
              [
                { title: "Working hours", text: "<p>Core hours are 10:00 to 16:00; plan the rest with your team.</p>" },
                { title: "Holidays", text: "<p>Ask your manager at least two weeks ahead.</p>" },
                { title: "Expenses", text: "<p>Keep the receipt and file it within the month.</p>" },
              ],
              { x: 0, y: 10, w: 6, h: 20 },
            ),
            b.text(
              "<h3>Who to ask</h3><p><strong>Your buddy</strong> for everyday questions.</p>" +
                "<p><strong>Your manager</strong> for goals and priorities.</p>" +
                "<p><strong>People team</strong> for contracts, pay and leave.</p>",
              { x: 6, y: 10, w: 6, h: 20 },
              { background_color: "#F8F9FA", border_is_visible: true },
            ),
          ]),
          page("Quick check", [
            b.text("<h2>What stuck?</h2><p>Two questions to see. There is no wrong way to learn.</p>", {
              x: 0,
              y: 0,
              w: 12,
              h: 6,
            }),
            b.singleChoice(
              "<p>Where should a decision be written down?</p>",
              ["In a chat message", "In an e-mail", "Nowhere, we remember"],
              1,
              { x: 0, y: 6, w: 6, h: 24 },
            ),
            b.trueFalse("<p>Your buddy is the first person to ask everyday questions.</p>", true, {
              x: 6,
              y: 6,
              w: 6,
              h: 24,
            }),
          ]),
        ],
      },
    ],
  };
}
