import { type ContentLanguage, type CourseLanguage, contentLanguage } from "@coursewright/course-model";
import { type CSSProperties, createContext, type ReactNode, useContext, useId, useMemo } from "react";
import { languageInfo, useLanguage } from "./language";

/**
 * The course's content language where its blocks are drawn (the builder's canvas, the player's page), so each
 * block's frame takes its direction and lang. Outside those (null) a block keeps its own text's direction.
 */
export const ContentLanguageContext = createContext<ContentLanguage | null>(null);

export const useContentLanguageContext = () => useContext(ContentLanguageContext);

/** How a course's content is drawn for the reader's interface language (course-model contentLanguage). */
export function useContentLanguage(course: CourseLanguage | undefined): ContentLanguage {
  const code = useLanguage((state) => state.code);
  return useMemo(() => contentLanguage(course ?? null, code), [course, code]);
}

export const directionOf = (rtl: boolean) => (rtl ? "rtl" : "ltr");

/**
 * The attributes of the content's root (the page's section): its direction, which the block grid follows, and
 * its lang when the course names one (screen readers pronounce with it; otherwise the page's lang stands).
 */
export function contentRootProps(content: ContentLanguage): { lang?: string; dir: "rtl" | "ltr" } {
  return content.fixed ? { lang: content.bcp47, dir: directionOf(content.rtl) } : { dir: directionOf(content.rtl) };
}

/**
 * A page title (canvas and player) sits on the content's start side. In a course with a language it reads in that
 * direction; in one without, it keeps its own text's direction (a Latin title in an Arabic interface) but still
 * lines up with the content's start. (Chromium resolves text-align: start against the element's own direction,
 * so the side is named.)
 */
export function pageTitleProps(content: ContentLanguage): { dir: "rtl" | "ltr" | "auto"; style: CSSProperties } {
  return {
    dir: content.fixed ? directionOf(content.rtl) : "auto",
    style: { textAlign: content.rtl ? "right" : "left" },
  };
}

/** The attributes that put a piece of chrome inside the content (a block's toolbar) back in the interface's language. */
export function useInterfaceRootProps(): { lang: string; dir: "rtl" | "ltr" } {
  const info = languageInfo(useLanguage((state) => state.code));
  return { lang: info.bcp47, dir: directionOf(info.rtl) };
}

/**
 * The player's own words drawn inside a block (a check button, a result heading, a list's hint): lang and dir of
 * the interface, so a screen reader reads "Check answer" with the reader's voice, not the course's. A component
 * for the places where a wrapper is simpler than spreading the props.
 */
export function InterfaceText({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span {...useInterfaceRootProps()} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * A group's name in the interface's language when the group holds the course's content (a question's list of
 * options): aria-label would be read in the group's (the course's) lang, so the name is a hidden element of its
 * own with the interface's lang, referenced by aria-labelledby.
 */
export function useInterfaceLabel(text: string): { labelledBy: { "aria-labelledby": string }; label: ReactNode } {
  const id = useId();
  const chrome = useInterfaceRootProps();
  return {
    labelledBy: { "aria-labelledby": id },
    label: (
      <span id={id} hidden {...chrome}>
        {text}
      </span>
    ),
  };
}
