import { Box, Paper, Skeleton, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSession } from "../../session/store";
import { PageTitle } from "../../shell/PageTitle";
import { AvatarSection } from "./AvatarSection";
import { ProfileForm } from "./ProfileForm";

export default function ProfileEditPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  return (
    <Box maw={720} mx="auto">
      <Stack gap="lg">
        <PageTitle title={t("profile.title")} subtitle={t("profile.subtitle")} />
        {user ? (
          <>
            <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
              <AvatarSection user={user} />
            </Paper>
            <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
              {/* Keyed by user id so the form starts from the loaded user, not from an empty one. */}
              <ProfileForm key={user.id} user={user} />
            </Paper>
          </>
        ) : (
          <Skeleton h={400} radius="lg" />
        )}
      </Stack>
    </Box>
  );
}
