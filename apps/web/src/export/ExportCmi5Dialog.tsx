import type { Cmi5LaunchMethod } from "@coursewright/course-model/cmi5";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cmi5ExportPath, downloadExport } from "./downloadPackage";
import { PackageExportDialog } from "./PackageExportDialog";
import { rotateCmi5Launch } from "./rotateLaunch";

export interface ExportCmi5DialogProps {
  course: { id: number; title: string };
  onClose(): void;
}

/**
 * Export as cmi5 (issue 18): the creator picks how the LMS opens the course (AnyWindow or OwnWindow) and
 * downloads the package to import. Like a SCORM package it loads the course from this server, which the dialog
 * says, and its launch can be rotated.
 */
export default function ExportCmi5Dialog({ course, onClose }: ExportCmi5DialogProps) {
  const { t } = useTranslation();
  const [launchMethod, setLaunchMethod] = useState<Cmi5LaunchMethod>("AnyWindow");
  return (
    <PackageExportDialog<Cmi5LaunchMethod>
      course={course}
      onClose={onClose}
      title={t("cmi5_export.title")}
      testId="cmi5-export-dialog"
      choiceLabel={t("cmi5_export.launch_method_label")}
      choices={[
        {
          value: "AnyWindow",
          label: t("cmi5_export.any_window"),
          hint: t("cmi5_export.any_window_hint"),
          testId: "cmi5-any-window",
        },
        {
          value: "OwnWindow",
          label: t("cmi5_export.own_window"),
          hint: t("cmi5_export.own_window_hint"),
          testId: "cmi5-own-window",
        },
      ]}
      choice={launchMethod}
      onChoice={setLaunchMethod}
      explanation={t("cmi5_export.explanation")}
      downloadTestId="cmi5-download"
      download={(onProgress) =>
        downloadExport(cmi5ExportPath(course.id, launchMethod), `course-${course.id}-cmi5.zip`, onProgress)
      }
      rotate={{
        onRotate: () => rotateCmi5Launch(course.id),
        texts: {
          hint: t("cmi5_export.rotate_hint"),
          rotate: t("cmi5_export.rotate"),
          confirm: t("cmi5_export.rotate_confirm"),
        },
      }}
    />
  );
}
