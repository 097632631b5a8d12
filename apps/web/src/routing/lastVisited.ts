// Kept in memory: it only needs to survive the trip through the login page within this tab.
let lastVisited: string | null = null;

export function rememberPage(path: string): void {
  lastVisited = path;
}

export function lastVisitedPage(): string | null {
  return lastVisited;
}
