import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type XapiSettingsRow, xapiSettings, xapiStatements } from "../../db/schema";
import { type OutboundFetch, OutboundRefused } from "../../http/outbound/client";
import type { JobDefinition, JobSender } from "../../jobs/queue";
import { deliveryDone, XAPI_SEND_JOB, type XapiSendJobData } from "./delivery";
import { answerExcerpt } from "./deliveryCause";
import { XAPI_VERSION } from "./vocabulary";

/** Statements per request; a store takes a batch as one (xAPI 7.2.2 POST). */
const BATCH = 50;
/** Batches per run: a long backlog goes on in a follow-up job, so one run stays well inside its expiry. */
const ROUNDS = 20;
const TIMEOUT_MS = 10_000;

/** A failure worth retrying: the store is down, slow or refuses the credentials. */
export class LrsError extends Error {}

/** "…/xAPI" or "…/xAPI/" plus the resource, its query kept apart. */
export function resourceUrl(endpoint: string, resource: string, query: Record<string, string> = {}): string {
  const url = new URL(endpoint);
  url.pathname = `${url.pathname.replace(/\/$/, "")}/${resource}`;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

function headers(settings: XapiSettingsRow) {
  return {
    authorization: `Basic ${Buffer.from(`${settings.key}:${settings.secret}`).toString("base64")}`,
    "x-experience-api-version": XAPI_VERSION,
    "content-type": "application/json",
  };
}

async function call(
  send: OutboundFetch,
  settings: XapiSettingsRow,
  method: "POST" | "PUT",
  url: string,
  body: unknown,
) {
  try {
    return await send(url, {
      method,
      headers: headers(settings),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof OutboundRefused) throw error;
    // The message names the address at most: the credentials are in a header, never in the text.
    const reason = error instanceof Error ? error.message : String(error);
    throw new LrsError(`${method} ${url} failed: ${reason}`);
  }
}

/**
 * Sends one batch. A store that refuses the batch as a whole for one statement (400, or 409 for an id it holds
 * with other content) gets them one by one with PUT, so one bad statement cannot hold back the rest; the ones it
 * still refuses are answered, to be reported and dropped (sending them again cannot change the answer).
 */
async function sendBatch(
  send: OutboundFetch,
  settings: XapiSettingsRow,
  statements: { id: string; statement: unknown }[],
) {
  const url = resourceUrl(settings.endpoint, "statements");
  const response = await call(
    send,
    settings,
    "POST",
    url,
    statements.map((row) => row.statement),
  );
  if (response.ok) return [];
  if (response.status !== 400 && response.status !== 409)
    throw new LrsError(`POST ${url} answered ${response.status}: ${await answerExcerpt(response)}`);
  const refused: string[] = [];
  for (const row of statements) {
    const one = await call(
      send,
      settings,
      "PUT",
      resourceUrl(settings.endpoint, "statements", { statementId: row.id }),
      row.statement,
    );
    if (one.ok) continue;
    if (one.status !== 400 && one.status !== 409)
      throw new LrsError(`PUT ${url} answered ${one.status}: ${await answerExcerpt(one)}`);
    refused.push(`${row.id} (${one.status})`);
  }
  return refused;
}

/**
 * Delivers a store's waiting statements, oldest first, deleting each batch the store accepted. A failure is kept
 * on the settings (the creator sees it) and thrown, so the queue retries with growing delays; the statements stay
 * in the outbox meanwhile, so even a job out of retries loses nothing: the next one sends them. An address this
 * server may not call is kept the same way but not retried (it would be refused again); the delivery stays marked
 * as under way, so the hourly sweep tries again and new settings at once, not every statement a learner makes.
 */
export async function deliverStatements(
  db: Database,
  jobs: JobSender,
  settingsId: number,
  send: OutboundFetch,
): Promise<void> {
  for (let round = 0; round < ROUNDS; round++) {
    const [settings] = await db.select().from(xapiSettings).where(eq(xapiSettings.id, settingsId));
    if (!settings) return;
    const batch = await db
      .select({ id: xapiStatements.id, statement: xapiStatements.statement })
      .from(xapiStatements)
      .where(eq(xapiStatements.settings_id, settingsId))
      .orderBy(xapiStatements.seq)
      .limit(BATCH);
    if (batch.length === 0) {
      if (await deliveryDone(db, settingsId)) return;
      continue;
    }
    let refused: string[];
    try {
      refused = await sendBatch(send, settings, batch);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(xapiSettings)
        .set({ last_error: message.slice(0, 500), last_error_at: new Date() })
        .where(eq(xapiSettings.id, settingsId));
      if (error instanceof OutboundRefused) return;
      throw error;
    }
    await db.transaction(async (tx) => {
      await tx.delete(xapiStatements).where(
        inArray(
          xapiStatements.id,
          batch.map((row) => row.id),
        ),
      );
      await tx
        .update(xapiSettings)
        .set({
          last_sent_at: new Date(),
          last_error: refused.length > 0 ? `refused by the store: ${refused.join(", ")}`.slice(0, 500) : null,
          last_error_at: refused.length > 0 ? new Date() : null,
        })
        .where(eq(xapiSettings.id, settingsId));
    });
  }
  await jobs.send<XapiSendJobData>(XAPI_SEND_JOB, { settingsId });
}

/**
 * Retried with doubling delays from 30 s (30 s, 1 min, 2 min, … about 8.5 hours over 10 retries) while the store
 * is down or refuses the credentials.
 */
export function xapiSendJob(db: Database, jobs: JobSender, send: OutboundFetch): JobDefinition<XapiSendJobData> {
  return {
    name: XAPI_SEND_JOB,
    policy: { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 600, policy: "standard" },
    run: (data) => deliverStatements(db, jobs, data.settingsId, send),
  };
}
