import type { LtiPlatform } from "@coursewright/course-model";
import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ltiApi, useLtiPlatforms, useLtiWrite } from "../../lti/api";
import { PlatformFormDialog } from "../../lti/PlatformForm";
import { ScoreDelivery } from "../../lti/ScoreDelivery";
import { ToolPanel } from "../../lti/ToolPanel";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";

/** /integrationsLti: the tool's addresses for LMS admins and the LTI 1.3 platforms the creator registered. */
export default function IntegrationsLtiPage() {
  const { t } = useTranslation();
  const platforms = useLtiPlatforms();
  // null: closed; "new": registering; a platform: editing it.
  const [editing, setEditing] = useState<LtiPlatform | "new" | null>(null);
  const [deleting, setDeleting] = useState<LtiPlatform | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const create = useLtiWrite(ltiApi.create);
  const update = useLtiWrite(({ id, body }: { id: number; body: Parameters<typeof ltiApi.update>[1] }) =>
    ltiApi.update(id, body),
  );
  const remove = useLtiWrite(ltiApi.remove);

  return (
    <Box maw={1100} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/integrationsApi" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
            {t("lti.back")}
          </Group>
        </Anchor>
        <PageTitle title={t("lti.title")} subtitle={t("lti.subtitle")} />
        <ToolPanel />
        <Stack gap="sm" component="section" aria-labelledby="lti-platforms-title">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4" id="lti-platforms-title">
              {t("lti.platforms")}
            </Title>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing("new")}
              data-testid="lti-new"
            >
              {t("lti.new")}
            </Button>
          </Group>
          {platforms.isPending && <Skeleton height={80} />}
          {platforms.isError && <Alert color="red">{t("lti.load_failed")}</Alert>}
          {platforms.data?.length === 0 && <Text c="dimmed">{t("lti.empty")}</Text>}
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} data-testid="lti-platforms">
            {platforms.data?.map((platform) => (
              <Paper component="li" key={platform.id} withBorder radius="md" p="md" data-testid="lti-platform">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0, flex: "1 1 260px" }}>
                    <Text fw={600} dir="auto" style={{ overflowWrap: "anywhere" }}>
                      {platform.title}
                    </Text>
                    <Text size="sm" dir="ltr" ta="start" style={{ overflowWrap: "anywhere" }}>
                      {platform.issuer} · {platform.client_id}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t("lti.deployments", { ids: platform.deployment_ids.join(", ") })}
                    </Text>
                    <ScoreDelivery platform={platform} />
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      leftSection={<IconPencil size={16} aria-hidden />}
                      aria-label={t("lti.edit_named", { title: platform.title })}
                      onClick={() => setEditing(platform)}
                    >
                      {t("lti.edit")}
                    </Button>
                    <Button
                      variant="default"
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden />}
                      aria-label={t("lti.delete_named", { title: platform.title })}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(platform);
                      }}
                    >
                      {t("lti.delete")}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      </Stack>
      {editing !== null && (
        <PlatformFormDialog
          opened
          platform={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            if (editing === "new") await create.mutateAsync(body);
            else if (editing) await update.mutateAsync({ id: editing.id, body });
            notifySuccess(t("lti.saved", { title: body.title }));
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t("lti.delete_title")}
        closeLabel={t("lti.close")}
        cancelLabel={t("lti.cancel")}
        confirmLabel={t("lti.delete")}
        confirmIcon={<IconTrash size={16} aria-hidden />}
        busy={remove.isPending}
        error={deleteError}
        testId="lti-delete-dialog"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            setDeleting(null);
          } catch {
            setDeleteError(t("lti.delete_failed"));
          }
        }}
      >
        <Text fw={600} dir="auto">
          {deleting?.title}
        </Text>
        <Text size="sm">{t("lti.delete_text")}</Text>
      </ConfirmDialog>
    </Box>
  );
}
