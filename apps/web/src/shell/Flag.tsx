import type { LanguageCode } from "@coursewright/course-model";
import { FLAG_URLS } from "./flags";

/** A flag at one of the two sizes of spec 9 (24 or 32 px wide). Decorative: the language name is beside it. */
export function Flag({ code, size = 24 }: { code: LanguageCode; size?: 24 | 32 }) {
  return (
    <img
      src={FLAG_URLS[code]}
      width={size}
      height={(size * 3) / 4}
      alt=""
      style={{ borderRadius: 2, boxShadow: "0 0 0 1px rgba(0,0,0,.08)", display: "block" }}
    />
  );
}
