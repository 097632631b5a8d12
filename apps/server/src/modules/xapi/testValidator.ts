// Statement validation for the tests: Learning Locker's xapi-validation (the checks its LRS runs, conformance
// tested against xAPI 1.0.3), with what it finds written as "path: kind of problem".
import validateXapi from "xapi-validation";

/** What is wrong with a statement; empty when a conformant LRS would take it. */
export function validateStatement(statement: unknown): string[] {
  return validateXapi(statement).map((warning) => `${warning.path.join(".")}: ${warning.constructor.name}`);
}
