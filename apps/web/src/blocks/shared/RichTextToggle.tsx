import { ActionIcon, type ActionIconProps } from "@mantine/core";
import type { ReactNode } from "react";

interface ToggleProps extends ActionIconProps {
  label: string;
  /** Whether the mark or node is on; leave out for a plain command (no pressed state). */
  active?: boolean;
  onToggle(): void;
  children: ReactNode;
}

/** A toolbar button: its name for screen readers, pressed state for marks that are on. */
export function RichTextToggle({ label, active, onToggle, children, ...rest }: ToggleProps) {
  return (
    <ActionIcon
      variant={active ? "light" : "subtle"}
      color={active ? undefined : "gray"}
      size="md"
      aria-label={label}
      title={label}
      aria-pressed={active}
      onClick={onToggle}
      {...rest}
    >
      {children}
    </ActionIcon>
  );
}
