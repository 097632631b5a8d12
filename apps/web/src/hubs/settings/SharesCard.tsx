import { emailSchema, type HubShare } from "@coursewright/course-model";
import {
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconCheck, IconCopy, IconLink, IconMailForward, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { useFormatDate } from "../../i18n/format";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { ConfirmDialog } from "../../shell/ConfirmDialog";
import { notifySuccess } from "../../shell/notify";
import { useHubShares, useRevokeHubShare, useShareHub } from "../queries";

const isEmail = (value: string) => emailSchema.safeParse(value).success;

/** A link anyone signed in may open, invitations by e-mail, and the list of shares with a revoke on each. */
export function SharesCard({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const shares = useHubShares(hubId, page);
  const [revoking, setRevoking] = useState<HubShare | null>(null);
  const list = shares.data?.data ?? [];
  const link = list.find((share) => share.kind === "public");
  const lastPage = shares.data?.meta.last_page ?? 1;
  return (
    <SettingsSection title={t("hubs_admin.sharing.title")} hint={t("hubs_admin.sharing.hint")} testId="hub-shares">
      <LinkShare hubId={hubId} share={link} onRevoke={setRevoking} loading={shares.isPending} />
      <Divider />
      <Invitations hubId={hubId} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t("hubs_admin.sharing.list_title")}
        </Title>
        {shares.isPending ? (
          <Loader size="sm" role="status" aria-label={t("common.loading")} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="hub-shares-empty">
            {t("hubs_admin.sharing.none")}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="hub-shares-list">
            {list.map((share) => (
              <ShareRow key={share.id} share={share} onRevoke={() => setRevoking(share)} />
            ))}
          </Stack>
        )}
        {lastPage > 1 && (
          <Pagination
            total={lastPage}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(n) => ({ "aria-label": t("hubs_admin.paging.page", { page: n }) })}
            getControlProps={(control) => ({ "aria-label": t(`hubs_admin.paging.${control}`) })}
            aria-label={t("hubs_admin.sharing.paging")}
          />
        )}
      </Stack>
      <RevokeShareDialog hubId={hubId} share={revoking} onClose={() => setRevoking(null)} />
    </SettingsSection>
  );
}

function LinkShare({
  hubId,
  share,
  onRevoke,
  loading,
}: {
  hubId: number;
  share: HubShare | undefined;
  onRevoke(share: HubShare): void;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const create = useShareHub(hubId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("hubs_admin.sharing.link_title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("hubs_admin.sharing.link_text")}
      </Text>
      <FormAlert message={error} />
      {share ? (
        <Group gap="xs" align="flex-end" className="cw-hub-share-link">
          <TextInput
            value={share.url}
            readOnly
            label={t("hubs_admin.sharing.link_label")}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 220 }}
            dir="ltr"
            data-testid="hub-share-link-url"
          />
          <CopyButton value={share.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? "light" : "filled"}
                color={copied ? "green" : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
                data-testid="hub-share-link-copy"
              >
                {copied ? t("hubs_admin.sharing.copied") : t("hubs_admin.sharing.copy")}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onRevoke(share)}
            data-testid="hub-share-link-revoke"
          >
            {t("hubs_admin.sharing.revoke")}
          </Button>
        </Group>
      ) : (
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
          loading={create.isPending || loading}
          onClick={() => {
            setError(null);
            create.mutate(
              { kind: "public" },
              {
                onSuccess: () => notifySuccess(t("hubs_admin.sharing.link_created")),
                onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
              },
            );
          }}
          style={{ alignSelf: "flex-start" }}
          data-testid="hub-share-link-create"
        >
          {t("hubs_admin.sharing.link_create")}
        </Button>
      )}
    </Stack>
  );
}

function Invitations({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const create = useShareHub(hubId);
  const [emails, setEmails] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const change = (values: string[]) => {
    // Addresses may be pasted separated by spaces, commas or semicolons.
    const split = values.flatMap((value) => value.split(/[\s,;]+/)).map((value) => value.trim().toLowerCase());
    const bad = split.find((value) => value && !isEmail(value));
    setInvalid(bad ? t("hubs_admin.sharing.invalid_email", { email: bad }) : null);
    setEmails([...new Set(split.filter((value) => value && isEmail(value)))]);
  };
  const send = () => {
    setError(null);
    create.mutate(
      { kind: "email", emails },
      {
        onSuccess: () => {
          notifySuccess(t("hubs_admin.sharing.invited", { count: emails.length }));
          setEmails([]);
        },
        onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
      },
    );
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("hubs_admin.sharing.invite_title")}
      </Title>
      <FormAlert message={error} />
      <TagsInput
        label={t("hubs_admin.sharing.invite_label")}
        description={t("hubs_admin.sharing.invite_hint")}
        placeholder={emails.length === 0 ? "learner@example.com" : undefined}
        value={emails}
        onChange={change}
        splitChars={[",", " ", ";"]}
        error={invalid}
        clearable
        data-testid="hub-share-invite-input"
      />
      <Button
        leftSection={<IconMailForward size={16} aria-hidden />}
        disabled={emails.length === 0}
        loading={create.isPending}
        onClick={send}
        style={{ alignSelf: "flex-start" }}
        data-testid="hub-share-invite-send"
      >
        {t("hubs_admin.sharing.invite_send")}
      </Button>
    </Stack>
  );
}

function ShareRow({ share, onRevoke }: { share: HubShare; onRevoke(): void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="hub-share-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            {share.kind === "public" ? <IconLink size={16} aria-hidden /> : <IconMailForward size={16} aria-hidden />}
            <Text size="sm" fw={600}>
              {share.kind === "public" ? t("hubs_admin.sharing.kind_link") : t("hubs_admin.sharing.kind_email")}
            </Text>
          </Group>
          {share.emails.length > 0 && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="hub-share-emails">
              {share.emails.join(", ")}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t("hubs_admin.sharing.created", { date: formatDate(share.created_at) })}
          </Text>
        </div>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={onRevoke}
          aria-label={t("hubs_admin.sharing.revoke_of", {
            who: share.emails.length > 0 ? share.emails.join(", ") : t("hubs_admin.sharing.kind_link"),
          })}
          data-testid="hub-share-revoke"
        >
          {t("hubs_admin.sharing.revoke")}
        </Button>
      </Group>
    </Paper>
  );
}

function RevokeShareDialog({ hubId, share, onClose }: { hubId: number; share: HubShare | null; onClose(): void }) {
  const { t } = useTranslation();
  const revoke = useRevokeHubShare(hubId);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={share !== null}
      title={t("hubs_admin.sharing.revoke_title")}
      closeLabel={t("hubs_admin.close")}
      cancelLabel={t("hubs_admin.cancel")}
      confirmLabel={t("hubs_admin.sharing.revoke")}
      confirmIcon={<IconTrash size={16} aria-hidden />}
      busy={revoke.isPending}
      error={error}
      onClose={close}
      onConfirm={() => {
        if (!share) return;
        revoke.mutate(share.id, {
          onSuccess: () => {
            notifySuccess(t("hubs_admin.sharing.revoked"));
            close();
          },
          onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
        });
      }}
      testId="hub-share-revoke-dialog"
    >
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
        {share?.kind === "public" ? share.url : share?.emails.join(", ")}
      </Text>
      <Text size="sm">
        {share?.kind === "public"
          ? t("hubs_admin.sharing.revoke_link_text")
          : t("hubs_admin.sharing.revoke_email_text")}
      </Text>
    </ConfirmDialog>
  );
}
