// LTI platform storage (1EdTech "LTI Client Side postMessages" and "OIDC Login with LTI Client Side
// postMessages"): a platform that sends lti_storage_target keeps the login's state for the tool in a frame of its
// own page, so a tool inside the LMS's frame checks at launch that the same browser started the login, with no
// third-party cookie. The login page puts a secret there; the launch page reads it back and posts it with the
// id_token, and the launch counts only when it matches the login's.
import type { FastifyReply, FastifyRequest } from "fastify";
import { requestTranslator } from "../../http/i18n";
import { escapeHtml } from "./errorPage";
import { sendPage } from "./pickerPage";

/** A frame name the platform may give (a window name, or `_parent` for the platform's own window). */
export const STORAGE_TARGET = /^[A-Za-z0-9_.-]{1,100}$/;
/** Sent by the launch page when the platform's storage did not give the value: the launch is then refused. */
export const STORAGE_MISSING = "missing";

/** The key the login's secret is kept under in the platform's storage. */
export const storageKey = (state: string) => `state_${state}`;

export interface StorageExchange {
  /** The frame lti_storage_target named. */
  target: string;
  /** The platform's origin (its OIDC authorisation endpoint's): messages go only there and are taken only from it. */
  origin: string;
  key: string;
}

/**
 * The page script: asks the platform which frame stores data (lti.capabilities; platforms older than that message
 * are asked the named frame directly), sends one put or get there, and calls done(value) with its answer (null
 * for an error or no answer within a few seconds).
 */
const CLIENT = `(function(){
var c=JSON.parse(document.getElementById("lti-storage").textContent);
var host=window.opener||window.parent;
var id="cw-"+Math.random().toString(36).slice(2);
var finished=false;
function frameOf(name){try{return name==="_parent"?host:(host.frames[name]||null);}catch(e){return null;}}
function finish(value){if(finished)return;finished=true;window.CW_DONE(value);}
function send(name){var frame=frameOf(name);if(!frame)return finish(null);
var message={subject:c.subject,message_id:id,key:c.key};if(c.subject==="lti.put_data")message.value=c.value;
frame.postMessage(message,c.origin);setTimeout(function(){finish(null);},5000);}
var asked=false;
window.addEventListener("message",function(e){var d=e.data;
if(e.origin!==c.origin||!d||typeof d!=="object")return;
if(d.subject==="lti.capabilities.response"&&d.message_id===id+"-c"&&!asked){asked=true;
var found=(d.supported_messages||[]).filter(function(m){return m&&m.subject===c.subject;})[0];
if(!found)return finish(null);send(found.frame||c.target);return;}
if(d.subject===c.subject+".response"&&d.message_id===id){
if(d.error)return finish(null);finish(typeof d.value==="string"?d.value:(c.subject==="lti.put_data"?"":null));}});
var first=frameOf(c.target)||host;
try{first.postMessage({subject:"lti.capabilities",message_id:id+"-c"},"*");}catch(e){}
setTimeout(function(){if(!asked){asked=true;send(c.target);}},1000);
})();`;

/** JSON inside a script element: no "<" that could end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function sendExchange(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { title: string; exchange: StorageExchange & { subject: string; value?: string }; body: string; done: string },
) {
  const data = `<script type="application/json" id="lti-storage">${scriptJson(page.exchange)}</script>`;
  // No form-action: browsers apply it to the launch's redirects too (to the player, or the LMS for deep linking).
  return sendPage(request, reply, {
    title: page.title,
    body: `${page.body}${data}`,
    script: `window.CW_DONE=${page.done};${CLIENT}`,
  });
}

/**
 * The login's answer when the platform offers storage: the secret put into the platform's frame, then on to the
 * platform's authorisation endpoint (also when the platform did not answer: the launch then says what failed).
 */
export function sendStorageLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  exchange: StorageExchange & { value: string },
  authUrl: string,
) {
  const t = requestTranslator(request);
  const title = t("lti.storage.title");
  return sendExchange(request, reply, {
    title,
    exchange: { ...exchange, subject: "lti.put_data" },
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t("lti.storage.text"))}</p>
<p><a id="next" href="${escapeHtml(authUrl)}">${escapeHtml(t("lti.picker.continue"))}</a></p>`,
    done: 'function(){window.location.replace(document.getElementById("next").href);}',
  });
}

/** The launch's first answer for a login kept in platform storage: the secret read back, the launch posted again. */
export function sendStorageCheck(
  request: FastifyRequest,
  reply: FastifyReply,
  exchange: StorageExchange,
  form: { id_token: string; state: string },
) {
  const t = requestTranslator(request);
  const title = t("lti.storage.title");
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return sendExchange(request, reply, {
    title,
    exchange: { ...exchange, subject: "lti.get_data" },
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t("lti.storage.text"))}</p>
<form id="launch" method="post" action="/lti/launch">${field("id_token", form.id_token)}${field("state", form.state)}
${field("lti_storage_value", STORAGE_MISSING)}<button type="submit">${escapeHtml(t("lti.picker.continue"))}</button></form>`,
    done: `function(value){var f=document.getElementById("launch");f.elements.lti_storage_value.value=value||${JSON.stringify(STORAGE_MISSING)};f.submit();}`,
  });
}
