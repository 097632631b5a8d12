import "./screenParts.css";
import { Badge, Button, Group, Paper, Text } from "@mantine/core";
import { IconCircleCheck, IconDeviceFloppy } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  unsavedLabel: string;
  /** Said when there is nothing to save (forms that stay open after saving). */
  savedLabel?: string;
  saveLabel: string;
  saveIcon?: ReactNode;
  saveTestId: string;
  /** The way out: a link back to the list, or a button that throws the changes away. */
  cancel: { label: string; to: string } | { label: string; onClick(): void; disabled?: boolean };
  /** A submit button of the surrounding form, or a button of its own. */
  onSave?(): void;
  /** Save only with something to save (forms that stay open after saving). */
  saveOnlyDirty?: boolean;
}

/**
 * The bar under a settings form: it stays in reach at the bottom of the window while the form scrolls, says when
 * there are unsaved changes, and holds Cancel and Save.
 */
export function SaveBar(props: SaveBarProps) {
  const { dirty, saving, cancel } = props;
  return (
    <Paper
      withBorder
      radius="lg"
      p="xs"
      className="cw-save-bar"
      shadow="sm"
      data-dirty={dirty || undefined}
      data-testid="save-bar"
    >
      <Group justify="flex-end" gap="sm" className="cw-save-bar__row">
        {dirty && (
          <Badge variant="dot" color="orange" radius="sm" me="auto" visibleFrom="xs" data-testid="unsaved-badge">
            {props.unsavedLabel}
          </Badge>
        )}
        {!dirty && props.savedLabel && (
          <Text size="sm" c="dimmed" me="auto" visibleFrom="xs" className="cw-save-bar__saved" data-testid="saved-note">
            <IconCircleCheck size={16} aria-hidden />
            {props.savedLabel}
          </Text>
        )}
        {"to" in cancel ? (
          <Button component={Link} to={cancel.to} variant="default">
            {cancel.label}
          </Button>
        ) : (
          <Button variant="default" onClick={cancel.onClick} disabled={cancel.disabled}>
            {cancel.label}
          </Button>
        )}
        <Button
          type={props.onSave ? "button" : "submit"}
          onClick={props.onSave}
          loading={saving}
          disabled={props.saveOnlyDirty && !dirty}
          leftSection={props.saveIcon ?? <IconDeviceFloppy size={18} aria-hidden />}
          data-testid={props.saveTestId}
        >
          {props.saveLabel}
        </Button>
      </Group>
    </Paper>
  );
}
