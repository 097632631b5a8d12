import { DEFAULT_AVATAR_PATH } from "@coursewright/course-model";
import { Avatar, Box, Group, Text, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/store";

/** Name and avatar at the top of the sidebar (spec 1). */
export function UserCard({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const name = user?.name ?? "";
  const avatar = (
    <Avatar
      src={user?.avatar ?? DEFAULT_AVATAR_PATH}
      alt={t("nav.avatar_alt", { name })}
      radius="xl"
      size={mini ? 40 : 44}
    />
  );
  if (mini) {
    return (
      <Tooltip label={name} position="right" withArrow>
        <Box mx="auto" w="fit-content" data-testid="sidebar-user">
          {avatar}
        </Box>
      </Tooltip>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" data-testid="sidebar-user">
      {avatar}
      <Box style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate="end">
          {name}
        </Text>
        <Text size="xs" c="gray.7" truncate="end">
          {user?.email}
        </Text>
      </Box>
    </Group>
  );
}
