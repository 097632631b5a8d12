const SCRIPT_ID = "userway-widget";
const SCRIPT_SRC = "https://cdn.userway.org/widget.js";

/** Adds the accessibility widget's script, once (never a second one). */
export function addUserwayWidget(account: string | null): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.src = SCRIPT_SRC;
  script.async = true;
  if (account) script.setAttribute("data-account", account);
  document.body.appendChild(script);
}
