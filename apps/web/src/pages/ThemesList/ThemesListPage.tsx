import type { Theme } from "@coursewright/course-model";
import { Box, Button, Group, Pagination, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";
import { useDuplicateTheme, useThemeList } from "../../themes/queries";
import { DeleteThemeDialog } from "./DeleteThemeDialog";
import { NoThemesYet, ThemeGridSkeleton, ThemesLoadError } from "./ListStates";
import { ThemeCard } from "./ThemeCard";
import "./ThemesList.css";

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /themesList: the creator's themes, newest first, 12 to a page (the page lives in the address). */
export default function ThemesListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get("page"));
  const setPage = (next: number, replace = false) => setParams(next > 1 ? { page: String(next) } : {}, { replace });
  const list = useThemeList(page);
  const duplicate = useDuplicateTheme();
  const [deleting, setDeleting] = useState<Theme | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const lastPage = Math.max(list.data?.meta.last_page ?? 1, 1);

  // A page that no longer exists (its last theme was deleted) shows the last one instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is a new function each render; page and lastPage decide.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage, true);
  }, [list.data, list.isPlaceholderData, page, lastPage]);

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

  const themes = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  let body: ReactNode;
  if (list.isPending) body = <ThemeGridSkeleton />;
  else if (list.isError && !list.data)
    body = <ThemesLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (themes.length === 0 && page === 1) body = <NoThemesYet />;
  else
    body = (
      <Stack gap="lg">
        <div
          className="cw-theme-grid"
          data-refreshing={list.isPlaceholderData || undefined}
          aria-busy={list.isPlaceholderData}
          data-testid="themes-grid"
        >
          {themes.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              onDuplicate={onDuplicate}
              onDelete={setDeleting}
              duplicating={duplicate.isPending && duplicate.variables === theme.id}
            />
          ))}
        </div>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => setPage(next)}
              getItemProps={(n) => ({ "aria-label": t("themes.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`themes.paging.${control}`) })}
              aria-label={t("themes.paging.label")}
            />
          </Group>
        )}
      </Stack>
    );

  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle title={t("themes.title")} subtitle={t("themes.subtitle")} />
          <Button component={Link} to="/createTheme" leftSection={<IconPlus size={18} aria-hidden />}>
            {t("themes.new")}
          </Button>
        </Group>
        {list.data && total > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="themes-count">
            {t("themes.count", { count: total })}
          </Text>
        )}
        <FormAlert message={actionError} />
        {body}
      </Stack>
      <DeleteThemeDialog theme={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
