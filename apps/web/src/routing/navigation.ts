/**
 * Lets code outside React (the HTTP clients) navigate with the router once it exists, without
 * importing the route table (which imports pages, which import the clients).
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (path) => window.location.assign(path);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  if (window.location.pathname === path) return;
  navigateImpl(path, options);
}
