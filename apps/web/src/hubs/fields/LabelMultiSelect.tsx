import type { CatalogLabel } from "@coursewright/course-model";
import { CATALOG_LABEL_MAX_LENGTH } from "@coursewright/course-model";
import { CheckIcon, Combobox, Group, Pill, PillsInput, useCombobox } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { bodyMessage } from "../../api/errors";
import type { LabelKind } from "../api";
import { useCreateLabel, useLabels } from "../queries";

const CREATE = "$create";

export interface LabelMultiSelectProps {
  kind: LabelKind;
  label: string;
  value: number[];
  onChange(ids: number[]): void;
  testId: string;
}

/**
 * Categories or tags of a course: the creator's own list to choose from, and a title not on it yet becomes a new
 * one in place ("+ Add “Safety”").
 */
export function LabelMultiSelect({ kind, label, value, onChange, testId }: LabelMultiSelectProps) {
  const { t } = useTranslation();
  const labels = useLabels(kind);
  const create = useCreateLabel(kind);
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex("active"),
  });
  const all: CatalogLabel[] = labels.data ?? [];
  const byId = new Map(all.map((item) => [item.id, item]));
  const typed = search.trim();
  const exact = all.some((item) => item.title.toLocaleLowerCase() === typed.toLocaleLowerCase());
  const shown = all.filter((item) => item.title.toLocaleLowerCase().includes(typed.toLocaleLowerCase()));

  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  const submit = (option: string) => {
    setError(null);
    if (option === CREATE) {
      create.mutate(typed, {
        onSuccess: (made) => onChange([...value, made.id]),
        onError: (e) => {
          const body = typeof e === "object" && e !== null && "body" in e ? e.body : null;
          setError(bodyMessage(body) ?? t("hubs_admin.labels.create_failed"));
        },
      });
    } else {
      toggle(Number(option));
    }
    setSearch("");
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit} withinPortal>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          onClick={() => combobox.openDropdown()}
          error={error}
          rightSection={labels.isPending || create.isPending ? <Combobox.Chevron /> : null}
          data-testid={testId}
        >
          <Pill.Group>
            {value.map((id) => {
              const title = byId.get(id)?.title ?? "…";
              return (
                <Pill
                  key={id}
                  withRemoveButton
                  onRemove={() => toggle(id)}
                  removeButtonProps={{ "aria-label": t("hubs_admin.labels.remove", { title }) }}
                >
                  {title}
                </Pill>
              );
            })}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                maxLength={CATALOG_LABEL_MAX_LENGTH}
                placeholder={value.length === 0 ? t("hubs_admin.labels.placeholder") : undefined}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Backspace" && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
                data-testid={`${testId}-input`}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: "auto" }}>
          {shown.map((item) => (
            <Combobox.Option value={String(item.id)} key={item.id} active={value.includes(item.id)}>
              <Group gap="xs" wrap="nowrap">
                {value.includes(item.id) ? <CheckIcon size={12} /> : <span style={{ width: 12 }} />}
                <span>{item.title}</span>
              </Group>
            </Combobox.Option>
          ))}
          {typed && !exact && (
            <Combobox.Option value={CREATE} data-testid={`${testId}-create`}>
              <Group gap="xs" wrap="nowrap">
                <IconPlus size={12} aria-hidden />
                <span>{t("hubs_admin.labels.create", { title: typed })}</span>
              </Group>
            </Combobox.Option>
          )}
          {shown.length === 0 && !typed && <Combobox.Empty>{t("hubs_admin.labels.none_yet")}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
