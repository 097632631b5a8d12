import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../shell/notify";

/** Downloads one report table as CSV; busy while it runs, a red snackbar when it fails. */
export function DownloadButton({ onDownload, label }: { onDownload: () => Promise<void>; label?: string }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      notifyError(t("reports.download_failed"));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading}
      onClick={() => void download()}
    >
      {label ?? t("reports.download_csv")}
    </Button>
  );
}
