import type { Hub, HubCourse } from "@coursewright/course-model";
import { Button, Group, Stack, Tooltip } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useHotkeys } from "@mantine/hooks";
import { IconExternalLink } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { type CourseDraft, courseDraftsOf, draftsDiffer, draftsToRequest } from "../../hubs/courseDrafts";
import { HubStatusBadges } from "../../hubs/HubStatusBadges";
import { changedRequest, HUB_FORM_FIELDS, hubToForm, slugFollowsName, validateHubForm } from "../../hubs/hubForm";
import type { PriceProblem } from "../../hubs/priceDraft";
import { useLabels, usePutHubCourses, useUpdateHub } from "../../hubs/queries";
import { AppearanceSection } from "../../hubs/settings/AppearanceSection";
import { BannersSection } from "../../hubs/settings/BannersSection";
import { BundlesSection } from "../../hubs/settings/BundlesSection";
import { CatalogueSection } from "../../hubs/settings/CatalogueSection";
import { CoursesSection } from "../../hubs/settings/CoursesSection";
import { EventsSection } from "../../hubs/settings/EventsSection";
import { GeneralSection } from "../../hubs/settings/GeneralSection";
import { PayoutsSection } from "../../hubs/settings/PayoutsSection";
import { SectionNav } from "../../hubs/settings/SectionNav";
import { SeoSection } from "../../hubs/settings/SeoSection";
import { SharingSection } from "../../hubs/settings/SharingSection";
import {
  HUB_SECTIONS,
  type HubSection,
  isHubSection,
  SAVE_BAR_SECTIONS,
  sectionOfField,
} from "../../hubs/settings/sections";
import { hubFieldId } from "../../hubs/settings/types";
import { SaveBar } from "../../screenParts/SaveBar";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";
import { useLeaveGuard } from "../../shell/useLeaveGuard";

/** Moves the keyboard (and the view) to a field with a problem, once its section is on screen. */
function focusField(field: string) {
  window.setTimeout(() => {
    const element = document.getElementById(hubFieldId(field));
    if (!element) return;
    element.focus({ preventScroll: true });
    // Centred, so the sticky save bar does not cover it.
    element.scrollIntoView({ block: "center" });
  }, 50);
}

/**
 * A hub's settings. General, appearance, courses and search-engine settings are kept here until saved together
 * with the save bar (a leave warning guards them); categories, bundles, events, banners and sharing save as each
 * is made.
 */
export function HubSettingsEditor({ hub, courses }: { hub: Hub; courses: HubCourse[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get("section");
  const section: HubSection = isHubSection(requested) ? requested : "general";
  const select = (next: HubSection) => setParams(next === "general" ? {} : { section: next }, { replace: true });

  const form = useForm({ initialValues: hubToForm(hub), validate: (values) => validateHubForm(values, t) });
  const [slugLinked, setSlugLinked] = useState(() => slugFollowsName(hub.name, hub.slug));
  const [savedDrafts, setSavedDrafts] = useState<CourseDraft[]>(() => courseDraftsOf(courses, hub.currency));
  const [drafts, setDrafts] = useState<CourseDraft[]>(savedDrafts);
  const [problems, setProblems] = useState<Map<number, PriceProblem>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const categories = useLabels("categories");
  const tags = useLabels("tags");
  const update = useUpdateHub(hub.id);
  const putCourses = usePutHubCourses(hub.id);
  const saving = update.isPending || putCourses.isPending;

  const values = form.getValues();
  const settingsDirty = form.isDirty();
  const coursesDirty = draftsDiffer(drafts, savedDrafts);
  const dirty = settingsDirty || coursesDirty;
  const unsavedIn = (fields: string[]) => fields.some((field) => form.isDirty(field));
  const unsaved: Partial<Record<HubSection, boolean>> = {
    general: unsavedIn(["name", "slug", "description", "language", "currency", "visibility", "published"]),
    appearance: unsavedIn(["logo", "cover", "color_source", "theme_id", "colors"]),
    courses: coursesDirty,
    seo: unsavedIn(["seo_title", "seo_description", "og_image"]),
  };
  // The leave dialog names the hub and the sections whose changes would be lost.
  const unsavedSections = HUB_SECTIONS.filter((name) => unsaved[name]).map((name) => t(`hubs_admin.sections.${name}`));
  const leaveGuard = useLeaveGuard(
    dirty && !saving,
    t("hubs_admin.settings.leave_text", { sections: unsavedSections.join(", ") }),
  );

  // Arriving from "New hub", the keyboard goes on in the name field (the dialog it was in is gone), not back at the
  // top of the page behind the sidebar.
  const arrivedCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (arrivedCreated && section === "general") focusField("name");
  }, []);

  const showProblem = (field: string) => {
    select(sectionOfField(field));
    focusField(field);
  };

  const save = async () => {
    // A field being typed in hands over its last words (the description's editor does so on blur).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    // Read again after the blur: the description's last words may be the only change.
    const settingsChanged = form.isDirty();
    if (!settingsChanged && !coursesDirty) return;
    setFormError(null);
    const checked = form.validate();
    if (checked.hasErrors) {
      const first = HUB_FORM_FIELDS.find((field) => checked.errors[field]) ?? Object.keys(checked.errors)[0];
      if (first) showProblem(first);
      return;
    }
    const current = form.getValues();
    // Prices are read in the currency being saved: a new currency asks for every price again.
    const coursesBody = draftsToRequest(drafts, current.currency, {
      categories: categories.data ? new Set(categories.data.map((label) => label.id)) : null,
      tags: tags.data ? new Set(tags.data.map((label) => label.id)) : null,
    });
    if (!coursesBody.ok) {
      setProblems(coursesBody.problems);
      select("courses");
      return;
    }
    setProblems(new Map());
    try {
      if (settingsChanged) {
        const saved = await update.mutateAsync(changedRequest(form.getInitialValues(), current));
        const next = hubToForm(saved);
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        setSlugLinked(slugFollowsName(saved.name, saved.slug));
      }
      if (coursesDirty || current.currency !== hub.currency) {
        const savedCourses = await putCourses.mutateAsync(coursesBody.body);
        const next = courseDraftsOf(savedCourses, current.currency);
        setSavedDrafts(next);
        setDrafts(next);
      }
      notifySuccess(t("hubs_admin.settings.saved"));
    } catch (error) {
      setFormError(
        showServerError(
          error,
          {
            fields: HUB_FORM_FIELDS,
            setErrors: (errors) => {
              form.setErrors(errors);
              const first = HUB_FORM_FIELDS.find((field) => errors[field]);
              if (first) showProblem(first);
            },
          },
          t,
        ),
      );
    }
  };

  const discard = () => {
    form.reset();
    setSlugLinked(slugFollowsName(hub.name, hub.slug));
    setDrafts(savedDrafts);
    setProblems(new Map());
    setFormError(null);
  };

  // Ctrl/Cmd+S saves, from any field.
  useHotkeys([["mod+S", () => void save()]], [], true);

  const preview = (
    <Tooltip label={dirty ? t("hubs_admin.settings.preview_saved") : t("hubs_admin.settings.preview_hint")} withArrow>
      <Button
        component="a"
        href={hub.url}
        target="_blank"
        rel="noopener"
        variant="light"
        leftSection={<IconExternalLink size={18} aria-hidden className="cw-flip-rtl" />}
        data-testid="hub-preview"
      >
        {t("hubs_admin.settings.preview")}
      </Button>
    </Tooltip>
  );

  let body: ReactNode;
  switch (section) {
    case "general":
      body = <GeneralSection hub={hub} form={form} slugLinked={slugLinked} onSlugLinked={setSlugLinked} />;
      break;
    case "appearance":
      body = <AppearanceSection form={form} />;
      break;
    case "courses":
      body = (
        <CoursesSection
          drafts={drafts}
          onChange={(next) => {
            setDrafts(next);
            if (problems.size > 0) setProblems(new Map());
          }}
          currency={values.currency}
          problems={problems}
        />
      );
      break;
    case "catalogue":
      body = <CatalogueSection />;
      break;
    case "bundles":
      body = <BundlesSection hubId={hub.id} currency={hub.currency} />;
      break;
    case "events":
      body = <EventsSection hubId={hub.id} currency={hub.currency} />;
      break;
    case "banners":
      body = <BannersSection hub={hub} />;
      break;
    case "seo":
      body = <SeoSection hub={hub} form={form} />;
      break;
    case "sharing":
      body = <SharingSection hub={hub} />;
      break;
    case "payouts":
      body = <PayoutsSection hubId={hub.id} />;
      break;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={8} style={{ minWidth: 0 }}>
          <PageTitle title={hub.name} subtitle={t("hubs_admin.settings.subtitle")} />
          <HubStatusBadges published={hub.published} visibility={hub.visibility} />
        </Stack>
        {preview}
      </Group>
      <FormAlert message={formError} />
      <div className="cw-hub-settings">
        <SectionNav
          current={section}
          onSelect={select}
          counts={{
            courses: drafts.length,
            bundles: hub.counts.bundles,
            events: hub.counts.events,
            banners: hub.counts.banners,
            sharing: hub.counts.pending_requests,
          }}
          unsaved={unsaved}
        />
        <div className="cw-hub-settings__section" data-testid={`hub-section-body-${section}`}>
          {body}
        </div>
      </div>
      {/* A section that saves as it goes (bundles, sharing, ...) shows the bar only while another has changes. */}
      {(dirty || SAVE_BAR_SECTIONS.includes(section)) && (
        <SaveBar
          dirty={dirty}
          saving={saving}
          unsavedLabel={t("hubs_admin.unsaved")}
          savedLabel={t("hubs_admin.settings.all_saved")}
          cancel={{ label: t("hubs_admin.settings.discard"), onClick: discard, disabled: !dirty || saving }}
          saveLabel={t("hubs_admin.settings.save")}
          saveTestId="hub-save"
          saveOnlyDirty
          onSave={() => void save()}
        />
      )}
      {leaveGuard.dialog}
    </Stack>
  );
}
