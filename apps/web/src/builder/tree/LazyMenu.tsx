import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * A row's "…" menu. Mantine's Menu is a popover whose hooks (floating-ui, focus return, transitions) run on
 * every render even while closed, and a course of a hundred pages has a hundred and ten of them: most of the
 * tree's first render. So the row draws the button alone, with the same name and role, and the Menu takes
 * its place the first time it is used. It mounts closed and opens in the next effect, so that Mantine records
 * the button as the element to give the focus back to.
 */
export function LazyMenu({
  label,
  testId,
  width,
  children,
}: {
  label: string;
  testId: string;
  width: number;
  /** The items: rendered (their hooks run) only while the menu is open. */
  children: ReactNode;
}) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!mounted) return;
    target.current?.focus();
    setOpened(true);
  }, [mounted]);

  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={opened}
      className="cw-tree-menu"
      data-testid={testId}
      onClick={mounted ? undefined : () => setMounted(true)}
    >
      <IconDots size={16} aria-hidden />
    </ActionIcon>
  );
  if (!mounted) return button;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={width} opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
