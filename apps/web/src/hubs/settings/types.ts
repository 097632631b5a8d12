import type { UseFormReturnType } from "@mantine/form";
import type { HubFormValues } from "../hubForm";

export type HubForm = UseFormReturnType<HubFormValues>;

/** The id of a settings field's input, which a save that finds a problem there focuses. */
export const hubFieldId = (field: string) => `hub-${field.replace(/\./g, "-")}`;
