/** The course id of a /coursePlayer/{id} address (the route the player's own entry serves), else null. */
export function playerCourseId(pathname: string): number | null {
  const match = /^\/coursePlayer\/(\d+)\/?$/.exec(pathname);
  const id = Number(match?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
