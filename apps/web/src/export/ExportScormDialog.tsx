import type { ScormVersion } from "@coursewright/course-model";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadScormPackage } from "./downloadPackage";
import { PackageExportDialog } from "./PackageExportDialog";
import { rotateScormLaunch } from "./rotateLaunch";

export interface ExportScormDialogProps {
  course: { id: number; title: string };
  onClose(): void;
}

/**
 * Export as SCORM (issue 8): the creator picks SCORM 2004 or 1.2 and downloads the package for their LMS.
 * The package loads the course from this server, which the dialog says, so nobody expects an offline copy.
 */
export default function ExportScormDialog({ course, onClose }: ExportScormDialogProps) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<ScormVersion>("2004");
  return (
    <PackageExportDialog<ScormVersion>
      course={course}
      onClose={onClose}
      title={t("scorm_export.title")}
      testId="scorm-export-dialog"
      choiceLabel={t("scorm_export.version_label")}
      choices={[
        {
          value: "2004",
          label: t("scorm_export.version_2004"),
          hint: t("scorm_export.version_2004_hint"),
          testId: "scorm-version-2004",
        },
        {
          value: "1.2",
          label: t("scorm_export.version_12"),
          hint: t("scorm_export.version_12_hint"),
          testId: "scorm-version-12",
        },
      ]}
      choice={version}
      onChoice={setVersion}
      explanation={t("scorm_export.explanation")}
      downloadTestId="scorm-download"
      download={(onProgress) => downloadScormPackage(course.id, version, onProgress)}
      rotate={{
        onRotate: () => rotateScormLaunch(course.id, version),
        texts: {
          hint: t("scorm_export.rotate_hint", { version }),
          rotate: t("scorm_export.rotate"),
          confirm: t("scorm_export.rotate_confirm", { version }),
        },
      }}
    />
  );
}
