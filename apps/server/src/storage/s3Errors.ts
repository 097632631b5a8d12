import { S3ServiceException } from "@aws-sdk/client-s3";
import { StorageUnavailableError } from "./FileStorage";

/** A 404 from the service is "no such file"; `guarded` has already turned every other failure into a 503. */
export function nullWhenMissing(error: unknown): null {
  if (error instanceof StorageUnavailableError && error.reason === "NotFound") return null;
  throw error;
}

/**
 * Runs one call to the service, turning its failures into StorageUnavailableError (answered 503): refused
 * (403, unknown key, no such bucket), failing (5xx) or unreachable (connection refused, timeouts). A missing object
 * comes out as reason "NotFound". Only the service's error name goes into it, and the SDK's error is not kept as
 * its cause: that one carries the signed request, whose Authorization header names the access key.
 */
export async function guarded<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StorageUnavailableError) throw error;
    if (error instanceof S3ServiceException) {
      const status = error.$metadata?.httpStatusCode;
      const missing = error.name === "NoSuchKey" || error.name === "NotFound";
      if (missing) throw new StorageUnavailableError(operation, "NotFound");
      throw new StorageUnavailableError(operation, `${error.name} (HTTP ${status ?? "?"})`);
    }
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? "error";
    throw new StorageUnavailableError(operation, `unreachable: ${code}`);
  }
}
