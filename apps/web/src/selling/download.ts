import { currentLanguage } from "../i18n/language";
import { useSession } from "../session/store";

/**
 * Downloads a CSV file of the API. It needs the bearer token, which a plain link cannot send, so the file is
 * fetched and handed to the browser as a blob link named by the server's Content-Disposition.
 */
export async function downloadCsv(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const params = new URLSearchParams(query);
  const token = useSession.getState().token;
  const response = await fetch(params.size > 0 ? `${path}?${params}` : path, {
    headers: {
      Accept: "text/csv",
      "Content-Language": currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const name = response.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
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
