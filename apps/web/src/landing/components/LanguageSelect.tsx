import { isLanguageCode, LANGUAGES } from "@coursewright/course-model";
import { setLandingLanguage, useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import header from "./Header.module.css";

/** The 15 interface languages, each in its own name: a native select, which every keyboard and reader knows. */
export function LanguageSelect() {
  const { t, code } = useLandingI18n();
  return (
    <>
      <label className={css.visuallyHidden} htmlFor="hub-language">
        {t("hub_landing.language.label")}
      </label>
      <select
        id="hub-language"
        className={header.select}
        value={code}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguageCode(next)) void setLandingLanguage(next, true);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.bcp47}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </>
  );
}
