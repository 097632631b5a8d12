import { z } from "zod";

// A hub's shares (links and e-mail invitations) and the access requests to a private hub (issue 21).

/** POST /api/course_hubs/{hubId}/shares: a link or e-mail invitations, as course shares. */
export const createHubShareRequestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("public") }),
    z.object({
      kind: z.literal("email"),
      emails: z
        .array(z.email({ error: "validation.email" }).max(254).toLowerCase())
        .min(1, { error: "validation.required" })
        .max(200, { error: "validation.too_many" })
        .transform((emails) => [...new Set(emails)]),
    }),
  ],
  { error: "validation.invalid" },
);
export type CreateHubShareRequest = z.infer<typeof createHubShareRequestSchema>;

export interface HubShare {
  id: string;
  hub_id: number;
  kind: "public" | "email";
  /** {PUBLIC_URL}/hubs/share_initial_page/{id} */
  url: string;
  emails: string[];
  created_at: string;
}

export const ACCESS_REQUEST_STATUSES = ["pending", "accepted", "refused"] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const ACCESS_REQUEST_MESSAGE_MAX_LENGTH = 1000;

/** POST /api/course_hubs/landing/{hubId}/access_requests */
export const accessRequestSchema = z.object({
  message: z.string().trim().max(ACCESS_REQUEST_MESSAGE_MAX_LENGTH, { error: "validation.too_long" }).default(""),
});

/** GET /api/course_hubs/{hubId}/access_requests: pending first, then the decided ones, newest first. */
export const accessRequestListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(ACCESS_REQUEST_STATUSES).optional(),
});

export interface HubAccessRequest {
  id: number;
  hub_id: number;
  user: { id: number; name: string; email: string };
  message: string;
  status: AccessRequestStatus;
  created_at: string;
  decided_at: string | null;
}
