import { hasPermission, PERMISSIONS } from "@coursewright/course-model";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { IconLifebuoy, IconLogout, IconSettings, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSession } from "../session/store";
import { logout } from "./logout";

/** Footer control: profile settings and logout (spec 2 Sidebar). */
export function UserMenu() {
  const { t } = useTranslation();
  // Creators have Support in the sidebar (spec 2); everyone else finds it here.
  const isCreator = useSession((s) => hasPermission(s.permissions, PERMISSIONS.createCourse));
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
        {!isCreator && (
          <Menu.Item component={Link} to="/support/send_message" leftSection={<IconLifebuoy size={16} aria-hidden />}>
            {t("nav.support")}
          </Menu.Item>
        )}
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()}>
          {t("nav.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
