import type { Hub } from "@coursewright/course-model";
import { Stack } from "@mantine/core";
import { AccessRequestsCard } from "./AccessRequestsCard";
import { SharesCard } from "./SharesCard";

/** Who the hub is shared with (a link, e-mail invitations) and who asks for access to it. */
export function SharingSection({ hub }: { hub: Hub }) {
  return (
    <Stack gap="lg">
      <SharesCard hubId={hub.id} />
      <AccessRequestsCard hubId={hub.id} visibility={hub.visibility} />
    </Stack>
  );
}
