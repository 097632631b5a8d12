import type { LandingHub } from "@coursewright/course-model";
import { isLoggedIn, useSession } from "../../session/store";
import { CartButton } from "../cart/CartButton";
import { openInApp } from "../handOver";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import { useLandingLocation } from "../router";
import header from "./Header.module.css";
import { LandingLink } from "./LandingLink";
import { LanguageSelect } from "./LanguageSelect";

/** The hub's name and logo, its pages, the language and the visitor's account. */
export function Header({ hub, paths }: { hub: LandingHub; paths: HubPaths }) {
  const { t } = useLandingI18n();
  const location = useLandingLocation();
  const signedIn = useSession((session) => isLoggedIn(session));
  const page = location.page?.page;
  const links = [
    { href: paths.home, label: t("hub_landing.nav.home"), current: page === "home" },
    {
      href: paths.catalogue,
      label: t("hub_landing.nav.courses"),
      current: page === "catalogue" || page === "course",
    },
    ...(hub.bundles.length > 0
      ? [
          {
            href: paths.bundles,
            label: t("hub_landing.nav.bundles"),
            current: page === "bundles" || page === "bundle" || page === "bundle_course",
          },
        ]
      : []),
    { href: paths.events, label: t("hub_landing.nav.events"), current: page === "events" },
  ];
  return (
    <header className={header.header}>
      <div className={`${css.container} ${header.bar}`}>
        <LandingLink href={paths.home} className={header.brand}>
          {hub.logo ? <img className={header.logo} src={hub.logo.thumb_url ?? hub.logo.url} alt="" /> : null}
          <span>{hub.name}</span>
        </LandingLink>
        {/* A hub the visitor may not see has nothing to go to but its name. */}
        {hub.access === "granted" ? (
          <nav className={header.nav} aria-label={t("hub_landing.nav.label")}>
            <ul className={header.navList}>
              {links.map((link) => (
                <li key={link.href}>
                  <LandingLink
                    href={link.href}
                    className={header.navLink}
                    aria-current={link.current ? "page" : undefined}
                  >
                    {link.label}
                  </LandingLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span className={header.nav} />
        )}
        <div className={header.tools}>
          {hub.access === "granted" ? <CartButton hub={hub} /> : null}
          <LanguageSelect />
          {signedIn ? (
            <a className={`${css.buttonSecondary} ${header.account}`} href="/upcomingCourses">
              {t("hub_landing.account.my_courses")}
            </a>
          ) : (
            <button
              type="button"
              className={`${css.buttonSecondary} ${header.account}`}
              onClick={() => openInApp("/login", { returnTo: `${window.location.pathname}${window.location.search}` })}
            >
              {t("hub_landing.account.log_in")}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
