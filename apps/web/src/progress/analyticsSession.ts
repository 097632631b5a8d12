/**
 * The analytics session of a player run (spec 3 Analytics session, spec 4: it starts at load and ends when the
 * player closes; page sessions open and close per page). ip, city, browser and os are the server's to fill.
 */
export interface PageSession {
  page_id: number;
  started_at: string;
  ended_at: string;
}

export interface AnalyticsSession {
  started_at: string;
  ended_at: string;
  page_sessions: PageSession[];
}

export interface SessionRecorder {
  openPage(pageId: number): void;
  closePage(pageId: number): void;
  /** Ends the session (closing the open page) and hands it over; a new one starts at once. */
  end(): AnalyticsSession | null;
}

export function createSessionRecorder(now: () => number = Date.now, log = console.warn): SessionRecorder {
  const iso = () => new Date(now()).toISOString();
  let startedAt = iso();
  let closed: PageSession[] = [];
  let open: { page_id: number; started_at: string } | null = null;

  const closePage = (pageId: number) => {
    if (!open || open.page_id !== pageId) {
      log("page session not found", pageId);
      return;
    }
    closed.push({ ...open, ended_at: iso() });
    open = null;
  };

  return {
    openPage(pageId) {
      if (open?.page_id === pageId) return;
      if (open) closePage(open.page_id);
      open = { page_id: pageId, started_at: iso() };
    },
    closePage,
    end() {
      const reopen = open?.page_id ?? null;
      if (open) closePage(open.page_id);
      const session = closed.length > 0 ? { started_at: startedAt, ended_at: iso(), page_sessions: closed } : null;
      startedAt = iso();
      closed = [];
      if (reopen !== null) open = { page_id: reopen, started_at: startedAt };
      return session;
    },
  };
}
