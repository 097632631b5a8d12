import { Alert, Progress, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../shell/notify";
import { PackageDownloadError } from "./downloadPackage";

type DownloadState =
  | { status: "idle" }
  | { status: "loading"; percent: number | null }
  | { status: "failed"; message: string };

/**
 * A package download of an export dialog (SCORM, cmi5): its progress, its failure in the server's words when it
 * sent some, and the notification naming the file once it is saved.
 */
export function usePackageDownload(onDone: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>({ status: "idle" });

  const download = async (fetchPackage: (onProgress: (percent: number | null) => void) => Promise<string>) => {
    setState({ status: "loading", percent: null });
    try {
      const name = await fetchPackage((percent) => setState({ status: "loading", percent }));
      setState({ status: "idle" });
      notifySuccess(t("scorm_export.downloaded", { name }));
      onDone();
    } catch (error) {
      console.error("package export failed", error);
      const serverMessage = error instanceof PackageDownloadError ? error.serverMessage : null;
      setState({ status: "failed", message: serverMessage ?? t("scorm_export.failed") });
    }
  };

  const feedback = (
    <>
      {state.status === "loading" && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">{t("scorm_export.downloading")}</Text>
          <Progress
            value={state.percent ?? 100}
            animated={state.percent === null}
            striped={state.percent === null}
            aria-label={t("scorm_export.downloading")}
          />
        </Stack>
      )}
      {state.status === "failed" && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {state.message}
        </Alert>
      )}
    </>
  );

  return { loading: state.status === "loading", download, feedback };
}
