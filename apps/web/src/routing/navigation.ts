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

/**
 * Follows a plain link inside the app (the router's navigation, or the player entry's hand-over to the app)
 * instead of reloading the page; a click asking for another tab or window keeps the browser's behaviour. For
 * screens that must also work without the router (the course player).
 */
export function followLink(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  currentTarget: { getAttribute(name: string): string | null };
  preventDefault(): void;
}): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const href = event.currentTarget.getAttribute("href");
  if (!href) return;
  event.preventDefault();
  navigateTo(href);
}
