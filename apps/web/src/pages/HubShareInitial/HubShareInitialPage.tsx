import type { HubShareInitialInfo, ShortRegistrationResult } from "@coursewright/course-model";
import {
  Alert,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconDoorEnter, IconLinkOff, IconLogin, IconRefresh, IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../api/errors";
import { publicClient } from "../../api/http";
import { learnerHubKeys, learnerHubsApi, sharedHubCoursesPath, useHubStanding } from "../../learnerHubs/api";
import { HubAccessPanel } from "../../learnerHubs/HubAccessPanel";
import { HubCover } from "../../learnerHubs/HubCover";
import { rememberPage } from "../../routing/lastVisited";
import { signInWithToken, useIsLoggedIn, useSession } from "../../session/store";
import { GuestLayout } from "../../shell/GuestLayout";
import { useDocumentTitle } from "../../shell/PageTitle";
import "../../learnerHubs/learnerHubs.css";
import { ALERT_CLASSES } from "../../learnerHubs/alertClasses";

/** The hub's cover and logo (a gradient and its initial where a private hub shows no pictures yet) and name. */
function HubHeading({ info }: { info: HubShareInitialInfo }) {
  const { t } = useTranslation();
  const { hub } = info;
  return (
    <div className="cw-hub-entry">
      <HubCover cover={hub.cover} logo={hub.logo} name={hub.name} large />
      <Stack gap={2} mt={44}>
        <Text size="sm" fw={600} c="brand.7" tt="uppercase">
          {t("hubs_learner.entry.heading")}
        </Text>
        <Title order={1} size="h2" dir="auto" data-testid="hub-entry-title">
          {hub.name}
        </Title>
      </Stack>
    </div>
  );
}

/** The sign-in a short registration answers lasts a day (apps/server/src/modules/commerce/shortRegistration.ts). */
const SHORT_SIGN_IN_SECONDS = 24 * 3600;

/**
 * The spec's short registration for a visitor without an account: a name and an e-mail address make a learner
 * account (mailed a link to set its password) that is signed in at once, and the page then opens the hub. An address
 * that has an account is asked to log in, nothing more.
 */
function ShortRegistration({ onLogIn }: { onLogIn: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const answer = await publicClient.post<{ data: ShortRegistrationResult }>("/api/short_register", {
        name: name.trim(),
        email: email.trim(),
      });
      // The share's answer changes with the sign-in (the query's key has it): the hub opens.
      if (answer.data.access_token) signInWithToken(answer.data.access_token, SHORT_SIGN_IN_SECONDS);
    } catch (error) {
      setSending(false);
      setFailure(error instanceof ApiError ? error : new ApiError(0, null));
    }
  };
  const loginRequired = failure?.code === "login_required";
  const errors = failure?.validation.errors ?? {};
  const general = failure && !loginRequired && !errors.name && !errors.email ? failure.message : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="hub-entry-short-registration">
      <Stack gap="sm">
        <Text fw={600}>{t("cart.share_intro")}</Text>
        <Text size="sm" c="gray.7">
          {t("cart.buyer.explain")}
        </Text>
        <TextInput
          label={t("cart.buyer.name")}
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t("cart.buyer.email")}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={loginRequired ? undefined : errors.email}
        />
        {loginRequired && (
          <Alert classNames={ALERT_CLASSES} color="orange" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t("cart.buyer.has_account")}</Text>
              <Button size="xs" variant="default" onClick={onLogIn}>
                {t("cart.buyer.log_in")}
              </Button>
            </Stack>
          </Alert>
        )}
        {general && (
          <Text c="red.8" size="sm" role="alert">
            {general}
          </Text>
        )}
        <Button type="submit" loading={sending}>
          {t("cart.share_submit")}
        </Button>
      </Stack>
    </form>
  );
}

function LoginFirst({ here }: { here: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The learner asked to sign in to come back here: after logging in or registering, this page opens the hub.
  const signInFirst = (path: string) => {
    rememberPage(here);
    navigate(path);
  };
  return (
    <Stack gap="sm" data-testid="hub-entry-login">
      <Text>{t("hubs_learner.entry.login_needed")}</Text>
      {/* Side by side where both labels fit, one above the other on phones. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button leftSection={<IconLogin size={18} aria-hidden />} onClick={() => signInFirst("/login")}>
          {t("player.entry.login")}
        </Button>
        <Button
          variant="default"
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => signInFirst("/registration")}
        >
          {t("player.entry.register")}
        </Button>
      </SimpleGrid>
      <Divider my="xs" />
      <ShortRegistration onLogIn={() => signInFirst("/login")} />
    </Stack>
  );
}

/** Signed in and let in: the hub opens at once (its courses in the app); the button is there if it does not. */
function Opening({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(sharedHubCoursesPath(hubId), { replace: true });
  }, [navigate, hubId]);
  return (
    <Stack gap="sm" align="center" data-testid="hub-entry-opening">
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t("hubs_learner.entry.opening")}</Text>
      </Group>
      <Button component={Link} to={sharedHubCoursesPath(hubId)} leftSection={<IconDoorEnter size={18} aria-hidden />}>
        {t("hubs_learner.access.open")}
      </Button>
    </Stack>
  );
}

/** Signed in with an address the e-mail share does not name: which address, who shares the hub, what to do. */
function NotInvited({ info }: { info: HubShareInitialInfo }) {
  const { t } = useTranslation();
  const email = useSession((s) => s.user?.email ?? "");
  // The same answer the access panel below reads: the hub's creator is the one to ask.
  const standing = useHubStanding(info.hub.id);
  const owner = standing.data?.user.name;
  return (
    <Stack gap="md" data-testid="hub-entry-not-invited">
      {!standing.isPending && (
        <Alert
          classNames={ALERT_CLASSES}
          color="orange"
          variant="light"
          role="alert"
          title={t("hubs_learner.entry.not_invited_title")}
        >
          {owner
            ? t("hubs_learner.entry.not_invited_text", { email, owner })
            : t("hubs_learner.entry.not_invited_plain", { email })}
        </Alert>
      )}
      <HubAccessPanel hubId={info.hub.id} />
    </Stack>
  );
}

function Unavailable() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  useDocumentTitle(t("hubs_learner.entry.unavailable_title"));
  return (
    <Stack align="center" ta="center" gap="md" data-testid="hub-entry-unavailable">
      <ThemeIcon size={72} radius="xl" variant="light" color="orange" aria-hidden>
        <IconLinkOff size={36} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t("hubs_learner.entry.unavailable_title")}
      </Title>
      <Text c="gray.7" maw={420}>
        {t("hubs_learner.entry.unavailable_text")}
      </Text>
      <Button component={Link} to={loggedIn ? "/dashboard" : "/login"}>
        {loggedIn ? t("common.to_dashboard") : t("not_found.to_login")}
      </Button>
    </Stack>
  );
}

/** /hubs/share_initial_page/:shareId: the way into a hub shared by link or e-mail (spec 2, public). */
export default function HubShareInitialPage() {
  const { t } = useTranslation();
  const { shareId = "" } = useParams();
  const loggedIn = useIsLoggedIn();
  const query = useQuery({
    // Signing in changes the answer (login_required becomes granted or not_invited).
    queryKey: [...learnerHubKeys.shareInitial(shareId), loggedIn],
    queryFn: () => learnerHubsApi.shareInitial(shareId),
    retry: false,
  });
  useDocumentTitle(query.data?.hub.name ?? t("hubs_learner.entry.heading"));
  const here = `/hubs/share_initial_page/${encodeURIComponent(shareId)}`;
  const info = query.data;

  let body: React.ReactNode;
  if (info) {
    body = (
      <Stack gap="lg" data-testid="hub-entry" data-access={info.access}>
        <HubHeading info={info} />
        {info.access === "login_required" && <LoginFirst here={here} />}
        {info.access === "granted" && <Opening hubId={info.hub.id} />}
        {info.access === "not_invited" && <NotInvited info={info} />}
      </Stack>
    );
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = <Unavailable />;
  } else if (query.isError) {
    body = (
      <Stack align="center" gap="sm">
        <Text>{t("hubs_learner.entry.load_failed")}</Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void query.refetch()}
        >
          {t("common.retry")}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Center py={60} role="status" aria-label={t("common.loading")}>
        <Loader />
      </Center>
    );
  }
  return <GuestLayout width={640}>{body}</GuestLayout>;
}
