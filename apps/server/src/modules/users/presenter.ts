import type { User } from "@coursewright/course-model";
import type { Config } from "../../config";
import type { UserRow } from "../../db/schema";

/** The only way a user leaves the server: the course-model `User` shape, never the row. */
export function presentUser(row: UserRow, config: Pick<Config, "hubsHiddenForEmail">): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar_key ? `/files/${row.avatar_key}` : null,
    userway_status: row.userway_status === 1 ? 1 : 0,
    email_verified: row.email_verified_at !== null,
    permissions: [...row.permissions],
    show_hubs: row.email !== config.hubsHiddenForEmail,
  };
}
