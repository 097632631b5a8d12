import { ActionIcon, Box, Divider, Group, NavLink, ScrollArea, Stack, Tooltip } from "@mantine/core";
import { IconChevronsLeft, IconChevronsRight, IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useAppConfig } from "../api/queries";
import { useSession } from "../session/store";
import { LanguagePicker } from "./LanguagePicker";
import { Logo } from "./Logo";
import { SIDEBAR_ICONS } from "./SidebarIcons";
import { isItemActive, type SidebarItem, sidebarItems } from "./sidebarItems";
import { UserCard } from "./UserCard";
import { UserMenu } from "./UserMenu";
import { toggleMini } from "./uiStore";

function Item({ item, mini }: { item: SidebarItem; mini: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = SIDEBAR_ICONS[item.icon];
  const active = isItemActive(item, pathname);
  const label = t(item.label);
  // React Router renders absolute URLs as plain links, so external items need no second component.
  const external = item.external ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (mini) {
    return (
      <Tooltip label={label} position="right" withArrow>
        <NavLink
          component={Link}
          to={item.to}
          {...external}
          aria-label={label}
          aria-current={active ? "page" : undefined}
          active={active}
          leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
          styles={{ root: { justifyContent: "center", borderRadius: 8 }, section: { marginInlineEnd: 0 } }}
          px={0}
          py={10}
        />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={item.to}
      {...external}
      label={label}
      aria-current={active ? "page" : undefined}
      active={active}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      rightSection={item.external ? <IconExternalLink size={14} aria-hidden /> : null}
      styles={{ root: { borderRadius: 8 } }}
    />
  );
}

/**
 * The sidebar's contents, shared by the full / mini desktop navbar and the temporary phone drawer.
 * It is the app's main <nav>, labelled for screen readers and tests.
 */
export function Sidebar({ mini, temporary = false }: { mini: boolean; temporary?: boolean }) {
  const { t } = useTranslation();
  const permissions = useSession((s) => s.permissions);
  const showHubs = useSession((s) => s.user?.show_hubs ?? false);
  const config = useAppConfig();
  const items = sidebarItems({
    permissions,
    showHubs,
    videoTutorialsUrl: config.data?.video_tutorials_url ?? null,
  });
  return (
    <Stack
      component="nav"
      aria-label={t("nav.label")}
      gap={0}
      h="100%"
      data-mode={temporary ? "temporary" : mini ? "mini" : "full"}
    >
      <Group justify={mini ? "center" : "space-between"} px={mini ? 0 : "md"} py="md" wrap="nowrap">
        {!mini && (
          <Link to="/dashboard" aria-label={t("nav.home")} className="cw-focus" style={{ textDecoration: "none" }}>
            <Logo size={28} />
          </Link>
        )}
        {!temporary && (
          <Tooltip label={mini ? t("nav.expand") : t("nav.collapse")} position="right" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={toggleMini}
              aria-label={mini ? t("nav.expand") : t("nav.collapse")}
              aria-expanded={!mini}
            >
              {mini ? (
                <IconChevronsRight size={18} aria-hidden className="cw-flip-rtl" />
              ) : (
                <IconChevronsLeft size={18} aria-hidden className="cw-flip-rtl" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
      <Box px={mini ? "xs" : "md"} pb="md">
        <UserCard mini={mini} />
      </Box>
      <Divider />
      <ScrollArea style={{ flex: 1 }} px={mini ? "xs" : "sm"} py="sm" type="auto">
        <Stack gap={2}>
          {items.map((item) => (
            <Item key={item.key} item={item} mini={mini} />
          ))}
        </Stack>
      </ScrollArea>
      <Divider />
      {mini ? (
        <Stack align="center" gap="xs" py="sm">
          <LanguagePicker compact />
          <UserMenu />
        </Stack>
      ) : (
        <Group justify="space-between" px="sm" py="sm" wrap="nowrap">
          <LanguagePicker />
          <UserMenu />
        </Group>
      )}
    </Stack>
  );
}
