import { BLOCK_TYPE, type BlockTypeCode } from "@coursewright/course-model";
import { type ComponentType, lazy } from "react";
import { ButtonView } from "./button/View";
import type { BlockViewProps } from "./faces";
import { ImageView } from "./image/View";
import { TextView } from "./text/View";

type ViewModule = { default: ComponentType<BlockViewProps> };
type ViewLoader = () => Promise<ViewModule>;

const view =
  <K extends string>(load: () => Promise<Record<K, ComponentType<BlockViewProps>>>, name: K): ViewLoader =>
  () =>
    load().then((module) => ({ default: module[name] }));

/**
 * The player's side of the block registry: each type's View alone, loaded when a page shows one (registry.ts
 * also imports the Editors, which pull the rich text editor and the media library). One line per type, as
 * in registry.ts.
 */
const VIEW_LOADERS = new Map<BlockTypeCode, ViewLoader>([
  [BLOCK_TYPE.VIDEO_FILE, view(() => import("./videoFile/View"), "VideoFileView")],
  [BLOCK_TYPE.VIDEO_EMBED, view(() => import("./videoEmbed/View"), "VideoEmbedView")],
  [BLOCK_TYPE.LOOM_VIDEO, view(() => import("./loomVideo/View"), "LoomVideoView")],
  [BLOCK_TYPE.AUDIO_FILE, view(() => import("./audioFile/View"), "AudioFileView")],
  [BLOCK_TYPE.CAROUSEL, view(() => import("./carousel/View"), "CarouselView")],
  [BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT, view(() => import("./clickImageShowText/View"), "ClickImageShowTextView")],
  [BLOCK_TYPE.ACCORDION, view(() => import("./accordion/View"), "AccordionView")],
  [BLOCK_TYPE.ATTACHED_FILES, view(() => import("./attachedFiles/View"), "AttachedFilesView")],
  [BLOCK_TYPE.SCORM, view(() => import("./scorm/View"), "ScormView")],
  [BLOCK_TYPE.JSON_ANIMATION, view(() => import("./jsonAnimation/View"), "JsonAnimationView")],
  [
    BLOCK_TYPE.CLICKABLE_JSON_ANIMATION,
    view(() => import("./clickableJsonAnimation/View"), "ClickableJsonAnimationView"),
  ],
  [BLOCK_TYPE.QUIZ_TRUE_FALSE, view(() => import("./quizTrueFalse/View"), "QuizTrueFalseView")],
  [BLOCK_TYPE.QUIZ_SINGLE_CHOICE, view(() => import("./quizSingleChoice/View"), "QuizSingleChoiceView")],
  [BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, view(() => import("./quizMultipleChoice/View"), "QuizMultipleChoiceView")],
  [BLOCK_TYPE.QUIZ_OPEN_ANSWER, view(() => import("./quizOpenAnswer/View"), "QuizOpenAnswerView")],
  [
    BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
    view(() => import("./quizFillBlanksDropdown/View"), "QuizFillBlanksDropdownView"),
  ],
  [
    BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
    view(() => import("./quizFillBlanksOpenAnswer/View"), "QuizFillBlanksOpenAnswerView"),
  ],
  [BLOCK_TYPE.QUIZ_MATCHING, view(() => import("./quizMatching/View"), "QuizMatchingView")],
  [BLOCK_TYPE.QUIZ_DIAGRAM, view(() => import("./quizDiagram/View"), "QuizDiagramView")],
  [BLOCK_TYPE.QUIZ_AUDIO_ANSWER, view(() => import("./quizAudioAnswer/View"), "QuizAudioAnswerView")],
  [BLOCK_TYPE.QUIZ_VIDEO_ANSWER, view(() => import("./quizVideoAnswer/View"), "QuizVideoAnswerView")],
]);

/**
 * The views almost every page shows come with the player's first code, drawn with styles/mantine-core.css
 * and its first messages alone. Every other view loads when a page shows one, after player/extras.ts (the rest
 * of Mantine's styles the player uses and its other messages). A view that starts using another Mantine
 * component leaves this list.
 */
const FIRST_SCREEN_VIEWS: ReadonlyMap<number, ComponentType<BlockViewProps>> = new Map([
  [BLOCK_TYPE.TEXT, TextView],
  [BLOCK_TYPE.IMAGE, ImageView],
  [BLOCK_TYPE.BUTTON, ButtonView],
]);

export const isFirstScreenView = (type: number): boolean => FIRST_SCREEN_VIEWS.has(type);

const placeholder: ViewLoader = () => import("./placeholder").then((module) => ({ default: module.PlaceholderView }));

const loaded = new Map<number, Promise<ViewModule>>();
const components = new Map<number, ComponentType<BlockViewProps>>();

/** Starts loading a type's view (the page after this one); loading twice costs nothing. */
export function preloadView(type: number): Promise<ViewModule> {
  let promise = loaded.get(type);
  if (!promise) {
    const first = FIRST_SCREEN_VIEWS.get(type);
    const load = VIEW_LOADERS.get(type as BlockTypeCode) ?? placeholder;
    promise = first
      ? Promise.resolve({ default: first })
      : Promise.all([import("../player/extras"), load()]).then(([, module]) => module);
    loaded.set(type, promise);
  }
  return promise;
}

/** The View of a block type, lazy but for the first screen's (a placeholder for types without faces in this build). */
export function getLazyView(type: number): ComponentType<BlockViewProps> {
  let component = components.get(type);
  if (!component) {
    component = FIRST_SCREEN_VIEWS.get(type) ?? lazy(() => preloadView(type));
    components.set(type, component);
  }
  return component;
}
