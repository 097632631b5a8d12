import type { LandingHub } from "@coursewright/course-model";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import footer from "./Footer.module.css";

export function Footer({ hub }: { hub: LandingHub }) {
  const { t } = useLandingI18n();
  return (
    <footer className={footer.footer}>
      <div className={`${css.container} ${footer.inner}`}>
        <p>
          <strong>{hub.name}</strong> · {t("hub_landing.footer.by", { name: hub.user.name })}
        </p>
        <p>
          © {new Date().getFullYear()} {hub.user.name} · {t("hub_landing.footer.made_with")}
        </p>
      </div>
    </footer>
  );
}
