import { Box, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { MediaBrowser } from "../../media/MediaBrowser";
import { PageTitle } from "../../shell/PageTitle";

/** The folder being shown lives in the address (?folder=12), so reload and the back button keep it. */
function useFolderParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("folder"));
  const folderId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return [folderId, (id) => setParams(id === null ? {} : { folder: String(id) })];
}

export default function MediaLibraryPage() {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useFolderParam();
  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("media.title")} subtitle={t("media.subtitle")} />
        <MediaBrowser mode="library" folderId={folderId} onFolderChange={setFolderId} />
      </Stack>
    </Box>
  );
}
