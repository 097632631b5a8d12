// The theme code (course-model's themeCssVariables, its fonts and colours): imported by the screens that draw a
// course's own theme, loaded by the player for a course that has one (see themeCss.ts).
import { themeCssVariables } from "@coursewright/course-model";
import { provideThemeCss } from "./themeCss";

provideThemeCss(themeCssVariables);
