import { BLOCK_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import type { ConditionTarget, LinkablePage } from "../editing";
import { conditionTargetOptions, externalLinkAction, pageOptions, takesActions } from "./propertyOptions";

const target = (id: number, type: number, pageTitle = "Page 1"): ConditionTarget => ({
  id,
  type,
  label: `block ${id}`,
  pageId: pageTitle === "Page 1" ? 1 : 2,
  pageTitle,
});

describe("conditionTargetOptions", () => {
  const targets = [
    target(1, BLOCK_TYPE.BUTTON),
    target(2, BLOCK_TYPE.QUIZ_SINGLE_CHOICE),
    target(3, BLOCK_TYPE.QUIZ_OPEN_ANSWER, "Page 2"),
    target(4, BLOCK_TYPE.TEXT, "Page 2"),
  ];

  it("offers interaction-capable blocks grouped by page", () => {
    expect(conditionTargetOptions(targets, "block_interacted", [], "Untitled")).toEqual([
      {
        group: "Page 1",
        items: [
          { value: "1", label: "block 1" },
          { value: "2", label: "block 2" },
        ],
      },
      { group: "Page 2", items: [{ value: "3", label: "block 3" }] },
    ]);
  });

  it("keeps two pages of one name apart: groups are pages, not titles", () => {
    const twins = [
      { ...target(1, BLOCK_TYPE.BUTTON), pageId: 1, pageTitle: "Rules (Page 1)" },
      { ...target(2, BLOCK_TYPE.BUTTON), pageId: 2, pageTitle: "Rules (Page 2)" },
      { ...target(3, BLOCK_TYPE.BUTTON), pageId: 1, pageTitle: "Rules (Page 1)" },
    ];
    expect(conditionTargetOptions(twins, "block_interacted", [], "Untitled").map((g) => g.group)).toEqual([
      "Rules (Page 1)",
      "Rules (Page 2)",
    ]);
  });

  it("offers only judged quizzes for correctness", () => {
    expect(conditionTargetOptions(targets, "block_correctness", [], "Untitled")).toEqual([
      { group: "Page 1", items: [{ value: "2", label: "block 2" }] },
    ]);
  });

  it("leaves out blocks already watched for the same kind", () => {
    const existing = [{ kind: "block_interacted" as const, block_id: 1 }];
    const groups = conditionTargetOptions(targets, "block_interacted", existing, "Untitled");
    expect(groups.flatMap((g) => g.items.map((i) => i.value))).toEqual(["2", "3"]);
    expect(conditionTargetOptions(targets, "block_correctness", existing, "Untitled")[0]?.items).toHaveLength(1);
  });
});

describe("pageOptions", () => {
  const pages: LinkablePage[] = [
    { id: 1, title: "Intro", topicTitle: "Start" },
    { id: 2, title: "", topicTitle: "Start" },
    { id: 3, title: "End", topicTitle: "Finish" },
  ];

  it("groups pages by topic", () => {
    expect(pageOptions(pages, "Untitled")).toEqual([
      {
        group: "Start",
        items: [
          { value: "1", label: "Intro" },
          { value: "2", label: "Untitled" },
        ],
      },
      { group: "Finish", items: [{ value: "3", label: "End" }] },
    ]);
  });

  it("lists pages plainly in a course without topics", () => {
    expect(pageOptions([{ id: 5, title: "Only", topicTitle: null }], "Untitled")).toEqual([
      { value: "5", label: "Only" },
    ]);
  });
});

describe("externalLinkAction", () => {
  it("accepts web addresses", () => {
    expect(externalLinkAction(" https://example.com/x ")).toEqual({
      action: { type: "external_web_link", url: "https://example.com/x" },
    });
  });

  it("refuses other schemes with the schema's message", () => {
    expect(externalLinkAction("javascript:alert(1)")).toEqual({ error: "validation.url" });
    expect(externalLinkAction("mailto:a@b.org")).toEqual({ error: "validation.url" });
    expect(externalLinkAction("")).toEqual({ error: "validation.url" });
  });
});

describe("takesActions", () => {
  it("is true for buttons and clickable animations only", () => {
    expect(takesActions(BLOCK_TYPE.BUTTON)).toBe(true);
    expect(takesActions(BLOCK_TYPE.CLICKABLE_JSON_ANIMATION)).toBe(true);
    expect(takesActions(BLOCK_TYPE.TEXT)).toBe(false);
  });
});
