import "./pageTemplates.css";
import { SaveTemplateDialog } from "./SaveTemplateDialog";
import { TemplatesDialog } from "./TemplatesDialog";

/** Both page template dialogs, mounted once beside the tree. */
export function PageTemplateDialogs() {
  return (
    <>
      <SaveTemplateDialog />
      <TemplatesDialog />
    </>
  );
}
