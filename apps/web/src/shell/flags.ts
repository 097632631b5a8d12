import type { LanguageCode } from "@coursewright/course-model";
import de from "flag-icons/flags/4x3/de.svg";
import da from "flag-icons/flags/4x3/dk.svg";
import es from "flag-icons/flags/4x3/es.svg";
import fr from "flag-icons/flags/4x3/fr.svg";
import en from "flag-icons/flags/4x3/gb.svg";
import in_ from "flag-icons/flags/4x3/id.svg";
import it from "flag-icons/flags/4x3/it.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import no from "flag-icons/flags/4x3/no.svg";
import ru from "flag-icons/flags/4x3/ru.svg";
import ar from "flag-icons/flags/4x3/sa.svg";
import sv from "flag-icons/flags/4x3/se.svg";
import th from "flag-icons/flags/4x3/th.svg";
import uk from "flag-icons/flags/4x3/ua.svg";
import vi from "flag-icons/flags/4x3/vn.svg";

// Only the 15 flags the picker shows are bundled (flag-icons' full stylesheet pulls in ~270).
export const FLAG_URLS: Record<LanguageCode, string> = {
  en,
  it,
  de,
  ar,
  es,
  ru,
  fr,
  uk,
  da,
  jp,
  sv,
  no,
  in: in_,
  th,
  vi,
};
