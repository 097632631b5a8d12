import type { Theme } from "@coursewright/course-model";
import { Button } from "@mantine/core";
import { IconPalette, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { showServerError } from "../../forms/serverErrors";
import { ListPage } from "../../screenParts/ListPage";
import { CardGridSkeleton, EmptyState } from "../../screenParts/ListStates";
import { useListParams } from "../../screenParts/useListParams";
import { notifySuccess } from "../../shell/notify";
import { useDuplicateTheme, useThemeList } from "../../themes/queries";
import { DeleteThemeDialog } from "./DeleteThemeDialog";
import { ThemeCard } from "./ThemeCard";
import "./ThemesList.css";

/** /themesList: the creator's themes, newest first, 12 to a page (the page lives in the address). */
export default function ThemesListPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const { page, setPage } = params;
  const list = useThemeList(page);
  const duplicate = useDuplicateTheme();
  const [deleting, setDeleting] = useState<Theme | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const onDuplicate = (theme: Theme) => {
    setActionError(null);
    duplicate.mutate(theme.id, {
      onSuccess: (copy) => {
        notifySuccess(t("themes.duplicated", { title: copy.title }));
        // The copy is the newest theme: it shows first on page 1.
        if (page !== 1) setPage(1);
      },
      onError: (error) => setActionError(showServerError(error, { setErrors: () => undefined, fields: [] }, t)),
    });
  };

  return (
    <ListPage
      labels={{
        title: t("themes.title"),
        subtitle: t("themes.subtitle"),
        count: (count) => t("themes.count", { count }),
        loadFailedTitle: t("themes.load_failed_title"),
        loadFailed: t("themes.load_failed"),
        paging: {
          label: t("themes.paging.label"),
          page: (n) => t("themes.paging.page", { page: n }),
          control: (control) => t(`themes.paging.${control}`),
        },
      }}
      action={
        <Button component={Link} to="/createTheme" leftSection={<IconPlus size={18} aria-hidden />}>
          {t("themes.new")}
        </Button>
      }
      query={list}
      params={params}
      renderItem={(theme) => (
        <ThemeCard
          key={theme.id}
          theme={theme}
          onDuplicate={onDuplicate}
          onDelete={setDeleting}
          duplicating={duplicate.isPending && duplicate.variables === theme.id}
        />
      )}
      skeleton={<CardGridSkeleton testId="themes-loading" />}
      empty={
        // The first visit: no theme yet, so the screen says what a theme does and offers to make one.
        <EmptyState
          icon={<IconPalette size={38} />}
          title={t("themes.empty.title")}
          text={t("themes.empty.text")}
          testId="themes-empty"
          action={
            <Button
              component={Link}
              to="/createTheme"
              mt="sm"
              size="md"
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t("themes.empty.create")}
            </Button>
          }
        />
      }
      actionError={actionError}
      testPrefix="themes"
    >
      <DeleteThemeDialog theme={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
