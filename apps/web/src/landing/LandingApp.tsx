import { hasSlug, type LandingHub, landingPath, type ParsedLandingPath } from "@coursewright/course-model";
import { type CSSProperties, lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { checkoutReturn } from "./cart/checkoutParams";
import { landingPalette, paletteStyle } from "./colors";

// Back from paying: what was bought (or that nothing was charged). Loaded only then.
const CheckoutReturn = lazy(() => import("./cart/CheckoutReturn"));
const CheckoutCancelled = lazy(() =>
  import("./cart/CheckoutReturn").then((module) => ({ default: module.CheckoutCancelled })),
);

import { Footer } from "./components/Footer";
import { Header } from "./components/Header";
import { LoadFailed, Loading, NotFound } from "./components/Screens";
import { refreshHub, startHub, useHub } from "./hubStore";
import { setLandingLanguage, storedLanguage, type Translate, useLandingI18n } from "./i18n";
import css from "./landing.module.css";
import { BundlePage } from "./pages/BundlePage";
import { BundlesPage } from "./pages/BundlesPage";
import { CataloguePage } from "./pages/CataloguePage";
import { CoursePage } from "./pages/CoursePage";
import { EventsPage } from "./pages/EventsPage";
import { HomePage } from "./pages/HomePage";
import { PrivateHubPage } from "./pages/PrivateHubPage";
import { type HubPaths, hubPaths } from "./paths";
import { navigateLanding, useLandingLocation } from "./router";

/** The colours of a page before a hub gives its own (an unknown hub, a page still loading). */
const NEUTRAL = { primary: "#5062fe", background: "#ffffff", text: "#1a1b1e" };

function pageTitle(hub: LandingHub, page: ParsedLandingPath, t: Translate): string {
  const site = hub.seo.title || hub.name;
  const titled = (title: string) => `${title} · ${site}`;
  if (hub.access !== "granted") return hub.name;
  switch (page.page) {
    case "home":
      return site;
    case "catalogue":
      return titled(t("hub_landing.catalogue.title"));
    case "events":
      return titled(t("hub_landing.events.title"));
    case "bundles":
      return titled(t("hub_landing.bundles.title"));
    case "bundle":
      return titled(hub.bundles.find((bundle) => bundle.id === page.bundleId)?.title ?? site);
    case "course":
    case "bundle_course":
      return titled(hub.courses.find((course) => course.id === page.courseId)?.title ?? site);
  }
}

function Page({ hub, page, paths }: { hub: LandingHub; page: ParsedLandingPath; paths: HubPaths }) {
  const location = useLandingLocation();
  const back = checkoutReturn(location.search);
  if (back?.status === "success") {
    return (
      <Suspense fallback={<Loading />}>
        <CheckoutReturn hub={hub} orderId={back.orderId} />
      </Suspense>
    );
  }
  return (
    <>
      {back?.status === "cancelled" ? (
        <Suspense fallback={null}>
          <CheckoutCancelled
            onDismiss={() => navigateLanding(location.pathname, { replace: true, keepScroll: true })}
          />
        </Suspense>
      ) : null}
      <PageOf hub={hub} page={page} paths={paths} />
    </>
  );
}

function PageOf({ hub, page, paths }: { hub: LandingHub; page: ParsedLandingPath; paths: HubPaths }) {
  switch (page.page) {
    case "home":
      return <HomePage hub={hub} paths={paths} />;
    case "catalogue":
      return <CataloguePage hub={hub} paths={paths} />;
    case "events":
      return <EventsPage hub={hub} paths={paths} />;
    case "bundles":
      return <BundlesPage hub={hub} paths={paths} />;
    case "bundle":
      return <BundlePage hub={hub} paths={paths} bundleId={page.bundleId} />;
    case "course":
      return <CoursePage hub={hub} paths={paths} courseId={page.courseId} />;
    case "bundle_course":
      return <CoursePage hub={hub} paths={paths} courseId={page.courseId} bundleId={page.bundleId} />;
  }
}

/** The page's frame in the hub's colours: skip link, header, the page, footer. */
function Frame({ hub, children }: { hub: LandingHub | null; children: React.ReactNode }) {
  const { t } = useLandingI18n();
  const style = useMemo(() => paletteStyle(landingPalette(hub?.colors ?? NEUTRAL)) as CSSProperties, [hub?.colors]);
  const paths = hub ? hubPaths(hub) : null;
  return (
    <div className={css.root} style={style}>
      <a className={css.skipLink} href="#main">
        {t("hub_landing.skip")}
      </a>
      {hub && paths ? <Header hub={hub} paths={paths} /> : null}
      <main id="main" className={css.main} tabIndex={-1}>
        {children}
      </main>
      {hub ? <Footer hub={hub} /> : null}
    </div>
  );
}

/**
 * The hub landing pages (spec 2 /hubs/landing/...), one React tree for all seven: the address picks the page, links
 * between them change it without loading the page again (router.ts), and the hub's data comes from the page the
 * server sent, then from the server again for a signed-in visitor (hubStore.ts).
 */
export function LandingApp() {
  const location = useLandingLocation();
  const { hub, status, hubId } = useHub();
  const { t } = useLandingI18n();
  const page = location.page;

  useEffect(() => {
    if (page) void startHub(page.hubId);
  }, [page?.hubId, page]);

  // The hub's own language, unless the visitor chose theirs.
  const language = hub?.language;
  useEffect(() => {
    if (language && storedLanguage() === null) void setLandingLanguage(language);
  }, [language]);

  // An old or wrong slug: the canonical address (the server answers 301 for a page it serves itself).
  useEffect(() => {
    if (!hub || !page || hub.id !== page.hubId || !hasSlug(page) || page.slug === hub.slug) return;
    navigateLanding(`${landingPath(page, hub.slug)}${location.search}`, { replace: true, keepScroll: true });
  }, [hub, page, location.search]);

  useEffect(() => {
    if (hub && page && status === "ready") document.title = pageTitle(hub, page, t);
  }, [hub, page, status, t]);

  // After moving to another page, its heading has the focus, so that a screen reader starts there.
  const firstVisit = useRef(location.visit);
  useEffect(() => {
    if (location.visit === firstVisit.current) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    (heading ?? document.getElementById("main"))?.focus({ preventScroll: true });
  }, [location.visit]);

  if (!page) {
    return (
      <Frame hub={null}>
        <NotFound />
      </Frame>
    );
  }
  if (status === "loading" || hubId !== page.hubId) {
    return (
      <Frame hub={null}>
        <Loading />
      </Frame>
    );
  }
  if (status === "missing" || !hub) {
    return (
      <Frame hub={null}>
        {status === "error" ? <LoadFailed retry={() => void refreshHub(page.hubId)} /> : <NotFound />}
      </Frame>
    );
  }
  return (
    <Frame hub={hub}>
      {hub.access === "granted" ? <Page hub={hub} page={page} paths={hubPaths(hub)} /> : <PrivateHubPage hub={hub} />}
    </Frame>
  );
}
