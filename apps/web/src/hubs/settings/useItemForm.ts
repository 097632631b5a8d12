import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showServerError } from "../../forms/serverErrors";
import { type SafeParser, schemaErrors } from "../../forms/validate";
import { notifySuccess } from "../../shell/notify";
import type { BodyOf, HubItemKind } from "../api";
import { useSaveItem } from "../queries";

/**
 * What the bundle, event and banner dialogs share: errors by field (the schema's, then the server's), the save,
 * and the notice. `build` turns the form into the request body, or answers the problems it found itself.
 */
export function useItemForm<K extends HubItemKind>(hubId: number, kind: K, schema: SafeParser, fields: string[]) {
  const { t } = useTranslation();
  const save = useSaveItem(hubId, kind);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reset = () => {
    setErrors({});
    setFormError(null);
    save.reset();
  };
  const submit = (
    body: BodyOf<K>,
    extraErrors: Record<string, string>,
    id: number | undefined,
    title: string,
    done: () => void,
  ) => {
    const found = { ...schemaErrors(schema, body, t), ...extraErrors };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { body, id },
      {
        onSuccess: () => {
          notifySuccess(t("hubs_admin.items.saved", { title }));
          reset();
          done();
        },
        onError: (error) => setFormError(showServerError(error, { setErrors, fields }, t)),
      },
    );
  };
  return { errors, formError, saving: save.isPending, submit, reset };
}
