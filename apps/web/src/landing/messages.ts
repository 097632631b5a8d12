import english from "virtual:landing-messages/en";
import type { LanguageCode, Messages } from "@coursewright/course-model";

type Loader = () => Promise<{ default: Messages }>;

/** The landing pages' messages (build/landingMessages.ts): English with the entry, the others a small chunk each. */
export const LANDING_ENGLISH: Messages = english;

export const LANDING_MESSAGE_LOADERS: Record<Exclude<LanguageCode, "en">, Loader> = {
  it: () => import("virtual:landing-messages/it"),
  de: () => import("virtual:landing-messages/de"),
  ar: () => import("virtual:landing-messages/ar"),
  es: () => import("virtual:landing-messages/es"),
  ru: () => import("virtual:landing-messages/ru"),
  fr: () => import("virtual:landing-messages/fr"),
  uk: () => import("virtual:landing-messages/uk"),
  da: () => import("virtual:landing-messages/da"),
  jp: () => import("virtual:landing-messages/jp"),
  sv: () => import("virtual:landing-messages/sv"),
  no: () => import("virtual:landing-messages/no"),
  in: () => import("virtual:landing-messages/in"),
  th: () => import("virtual:landing-messages/th"),
  vi: () => import("virtual:landing-messages/vi"),
};
