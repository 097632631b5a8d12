/**
 * A package refused on import. `messageKey` names a sentence of the "scorm" section of server.json, so the
 * upload route answers in the user's language while the log keeps the stable key.
 */
export class ScormPackageError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${messageKey}${Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : ""}`);
    this.name = "ScormPackageError";
  }
}
