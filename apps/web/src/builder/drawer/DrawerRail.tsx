import { ActionIcon, Stack, Tooltip } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconFileSettings, IconLayoutGridAdd, IconListTree } from "@tabler/icons-react";
import type { ComponentType, MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { showPanel, toggleLeft, toggleRight } from "../actions";
import { type RightPanel, useBuilderStore } from "../store";
import { focusDrawer } from "./drawerFocus";
import type { Side } from "./drawerMode";

interface RailButtonProps {
  side: Side;
  label: string;
  Icon: ComponentType<{ size?: number; stroke?: number; "aria-hidden"?: boolean }>;
  expanded: boolean;
  onOpen(): void;
  onClose(): void;
  testId: string;
}

function RailButton({ side, label, Icon, expanded, onOpen, onClose, testId }: RailButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (expanded) {
      onClose();
      return;
    }
    onOpen();
    // The drawer takes the focus; Escape (over the canvas) gives it back to this button.
    focusDrawer(side, event.currentTarget);
  };
  return (
    // An open drawer names itself, and the tooltip would lie over its tabs (the pointer stays on the button after
    // the press), so only a folded drawer's button has one.
    <Tooltip label={label} position={side === "left" ? "right" : "left"} withArrow openDelay={300} disabled={expanded}>
      <ActionIcon
        variant={expanded ? "light" : "subtle"}
        color={expanded ? "brand" : "gray"}
        size="xl"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={`cw-drawer-${side}`}
        data-drawer-toggle
        data-testid={testId}
        onClick={press}
      >
        <Icon size={22} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The tree's drawer folded to a strip of one button (below 1440 px, or when the author hides it). */
export function LeftRail() {
  const { t } = useTranslation();
  const open = useBuilderStore((s) => s.leftOpen);
  return (
    <nav className="cw-builder-rail cw-builder-rail--left" aria-label={t("builder.rail.left")} data-testid="left-rail">
      <Stack gap={6} align="center">
        <RailButton
          side="left"
          label={t("builder.tree.label")}
          Icon={IconListTree}
          expanded={open}
          onOpen={toggleLeft}
          onClose={toggleLeft}
          testId="rail-tree"
        />
      </Stack>
    </nav>
  );
}

const RIGHT_BUTTONS: { panel: RightPanel; key: string; Icon: RailButtonProps["Icon"] }[] = [
  { panel: "palette", key: "palette", Icon: IconLayoutGridAdd },
  { panel: "block", key: "block", Icon: IconAdjustmentsHorizontal },
  { panel: "page", key: "page", Icon: IconFileSettings },
];

/** The palette and properties drawer folded to a strip: one button per panel it shows. */
export function RightRail() {
  const { t } = useTranslation();
  const open = useBuilderStore((s) => s.rightOpen);
  const panel = useBuilderStore((s) => s.panel);
  return (
    <nav
      className="cw-builder-rail cw-builder-rail--right"
      aria-label={t("builder.rail.right")}
      data-testid="right-rail"
    >
      <Stack gap={6} align="center">
        {RIGHT_BUTTONS.map((button) => (
          <RailButton
            key={button.panel}
            side="right"
            label={t(`builder.rail.${button.key}`)}
            Icon={button.Icon}
            expanded={open && panel === button.panel}
            onOpen={() => showPanel(button.panel)}
            onClose={toggleRight}
            testId={`rail-${button.panel}`}
          />
        ))}
      </Stack>
    </nav>
  );
}
