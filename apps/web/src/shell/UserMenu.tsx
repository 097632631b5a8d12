import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconLogout, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { logout } from "./logout";

/** Footer control: profile settings and logout (spec 2 Sidebar). */
export function UserMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="top-end" withinPortal shadow="md" width={220}>
      <Menu.Target>
        <Tooltip label={t("nav.account_menu")} withArrow>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t("nav.account_menu")}>
            <IconSettings size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile/edit" leftSection={<IconUser size={16} aria-hidden />}>
          {t("nav.profile_settings")}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t("nav.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
