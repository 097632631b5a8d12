import { Anchor, Box, Grid, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useParams } from "react-router";
import { parseIdParam } from "../../routing/params";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { PageTitle } from "../../shell/PageTitle";
import { useTheme } from "../../themes/queries";
import { ThemeEditorForm } from "./ThemeEditorForm";
import "./ThemeEditor.css";

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="lg" role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="theme-loading">
      <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
        <Stack gap="lg">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
        <Skeleton h={460} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

function LoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadErrorAlert
      title={t("themes.editor.load_failed_title")}
      text={t("themes.editor.load_failed")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** /createTheme and /editTheme/:themeId: the same editor, with the defaults or with the stored theme. */
export default function ThemeEditorPage() {
  const { t } = useTranslation();
  const params = useParams();
  const editing = params.themeId !== undefined;
  const themeId = parseIdParam(params.themeId);
  const theme = useTheme(editing ? themeId : null);

  if (editing && themeId === null) return <Navigate to="/404" replace />;

  const title = editing ? t("themes.editor.edit_title") : t("themes.editor.create_title");
  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/themesList" size="sm" className="cw-theme-back">
          <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
          {t("themes.editor.back")}
        </Anchor>
        <PageTitle title={title} subtitle={editing ? (theme.data?.title ?? "") : t("themes.editor.create_subtitle")} />
        {editing ? (
          theme.data ? (
            <ThemeEditorForm key={theme.data.id} theme={theme.data} />
          ) : theme.isError ? (
            <LoadError onRetry={() => void theme.refetch()} retrying={theme.isFetching} />
          ) : (
            <EditorSkeleton />
          )
        ) : (
          <ThemeEditorForm key="new" theme={null} />
        )}
      </Stack>
    </Box>
  );
}
