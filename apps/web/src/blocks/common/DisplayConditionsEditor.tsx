import {
  BLOCK_DISPLAY_CONDITIONS_MAX,
  DISPLAY_CONDITION_KINDS,
  DISPLAY_CONDITIONS_COMBINE_TYPE,
  type DisplayConditionKind,
} from "@coursewright/course-model";
import { ActionIcon, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBlockEditing } from "../editing";
import type { BlockEditorProps } from "../faces";
import { conditionTargetOptions } from "./propertyOptions";
import { SegmentedField } from "./SegmentedField";

const isKind = (value: string | null): value is DisplayConditionKind =>
  (DISPLAY_CONDITION_KINDS as readonly (string | null)[]).includes(value);

/**
 * When the block shows in the player: after other blocks were interacted with or answered right, all of
 * them (AND) or any (OR). Without conditions it always shows.
 */
export function DisplayConditionsEditor({ block, onChange }: Pick<BlockEditorProps, "block" | "onChange">) {
  const { t } = useTranslation();
  const { conditionTargets, loadAllPages } = useBlockEditing();
  const [kind, setKind] = useState<DisplayConditionKind>("block_interacted");
  const [loading, setLoading] = useState(false);
  const conditions = block.display_conditions;
  const full = conditions.length >= BLOCK_DISPLAY_CONDITIONS_MAX;

  // Pages not opened yet have no blocks in the builder; they load when the author looks for a target.
  const loadTargets = () => {
    setLoading(true);
    loadAllPages()
      .catch((error: unknown) => console.error("loading pages for display conditions failed", error))
      .finally(() => setLoading(false));
  };
  // A condition watching a block on a page not opened yet would read "unknown": fetch the pages so the
  // author sees what each condition waits for.
  const missingTarget = conditions.some((c) => !conditionTargets.some((target) => target.id === c.block_id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per block whose targets are not all known
  useEffect(() => {
    if (missingTarget) loadTargets();
  }, [block.id, missingTarget]);
  const targetName = (id: number) =>
    conditionTargets.find((target) => target.id === id)?.label ?? t("blocks.common.condition_target_unknown");
  const options = conditionTargetOptions(conditionTargets, kind, conditions, t("blocks.common.untitled_page"));

  return (
    <Stack gap="xs" data-testid="display-conditions-editor">
      <Text size="xs" c="dimmed">
        {conditions.length === 0 ? t("blocks.common.conditions_empty") : t("blocks.common.conditions_hint")}
      </Text>
      {conditions.map((condition) => {
        const name = targetName(condition.block_id);
        return (
          <Paper key={`${condition.kind}-${condition.block_id}`} withBorder p={6} radius="sm">
            <Group gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t(`blocks.common.condition_kinds.${condition.kind}`)}
                </Text>
                <Text size="sm" truncate title={name}>
                  {name}
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t("blocks.common.condition_remove", { name })}
                onClick={() =>
                  onChange({
                    display_conditions: conditions.filter(
                      (c) => !(c.kind === condition.kind && c.block_id === condition.block_id),
                    ),
                  })
                }
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      {conditions.length >= 2 && (
        <SegmentedField
          label={t("blocks.common.combine")}
          value={block.display_conditions_combine_type}
          onChange={(display_conditions_combine_type) => onChange({ display_conditions_combine_type })}
          options={[
            { value: DISPLAY_CONDITIONS_COMBINE_TYPE.AND, label: t("blocks.common.combine_and") },
            { value: DISPLAY_CONDITIONS_COMBINE_TYPE.OR, label: t("blocks.common.combine_or") },
          ]}
        />
      )}
      <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t("blocks.common.condition_add")}
          </Text>
          <Select
            size="xs"
            label={t("blocks.common.condition_kind")}
            allowDeselect={false}
            disabled={full}
            value={kind}
            onChange={(value) => {
              if (isKind(value)) setKind(value);
            }}
            data={DISPLAY_CONDITION_KINDS.map((k) => ({ value: k, label: t(`blocks.common.condition_kinds.${k}`) }))}
          />
          <Select
            size="xs"
            label={t("blocks.common.condition_target")}
            placeholder={t("blocks.common.condition_target_placeholder")}
            searchable
            disabled={full}
            value={null}
            data={options}
            onDropdownOpen={loadTargets}
            rightSection={loading ? <Loader size={14} role="status" aria-label={t("common.loading")} /> : undefined}
            nothingFoundMessage={loading ? t("common.loading") : t("blocks.common.condition_no_targets")}
            onChange={(value) => {
              const target = conditionTargets.find((c) => `${c.id}` === value);
              if (target) onChange({ display_conditions: [...conditions, { kind, block_id: target.id }] });
            }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
