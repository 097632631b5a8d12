import { currentLanguage } from "../i18n/language";
import { useSession } from "../session/store";
import type { ExportTable, ReportFilters } from "./types";

/**
 * Downloads a report table as CSV. The export needs the bearer token, which a plain link cannot send, so the
 * file is fetched and handed to the browser as a blob link named by the server's Content-Disposition.
 */
export async function downloadReportCsv(
  table: ExportTable,
  filters: ReportFilters & { sort?: string; direction?: string },
): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  const token = useSession.getState().token;
  const response = await fetch(`/api/reports/export/${table}?${params}`, {
    headers: {
      Accept: "text/csv",
      "Content-Language": currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const name = response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? `report-${table}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
