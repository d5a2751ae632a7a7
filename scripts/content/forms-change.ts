/**
 * form-delivery.yaml is content any writer can change, and it widens every page's CSP: a pull request
 * changing it is told the old destination and the new, for the reviewer (the file is code-owned). */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { endpointUrl } from "../../app/forms/adapters/endpoint";
import { formspreeUrl } from "../../app/forms/adapters/formspree";
import { hubspotUrl } from "../../app/forms/adapters/hubspot";
import { formsCspSources } from "../../app/forms/csp-sources";
import { parseFormsSettings } from "../../app/forms/settings";
import type { FormsSettings } from "../../app/forms/settings-schema";
import { contentDir } from "../../app/content-layer/addresses";
import { fileAtRef } from "./git-content";

const DELIVERY_FILE = "form-delivery.yaml";
const NETLIFY = "this site's own host (Netlify Forms)";

export function formsTargets(settings: FormsSettings): string[] {
  // A form id no override names: the provider's default target.
  const forms = (overrides: Record<string, unknown>) => ["", ...Object.keys(overrides)];
  const targets = (() => {
    switch (settings.provider) {
      case "none":
        return [];
      case "netlify":
        return [NETLIFY];
      case "endpoint":
        return forms(settings.urls).map((form) => new URL(endpointUrl(settings, form).trim()).href);
      case "formspree":
        return forms(settings.formIds).map((form) => formspreeUrl(settings, form));
      case "hubspot":
        return forms(settings.formGuids).map((form) => hubspotUrl(settings, form));
      default:
        return settings satisfies never;
    }
  })();
  return [...new Set(targets)].sort();
}

const destination = (targets: string[]) =>
  targets.length ? targets.join(", ") : "the visitor's own mail program (no form service)";
const origins = (settings: FormsSettings) =>
  formsCspSources(settings).connectSrc.join(" ") || "none";

/** Undefined when they do not parse (the content build says why). */
function settingsOf(raw: unknown): FormsSettings | undefined {
  try {
    return parseFormsSettings(raw);
  } catch {
    return undefined;
  }
}

export function formsChangeNotice(before: unknown, after: unknown, file: string): string {
  const [old, now] = [settingsOf(before), settingsOf(after)];
  if (!now) return "";
  const [from, to] = [old ? formsTargets(old) : ["settings that did not build"], formsTargets(now)];
  if (from.join() === to.join()) return "";
  const policy =
    old && origins(old) !== origins(now)
      ? ` Every page's security policy then lets the browser send to ${origins(now)} (before: ${origins(old)}).`
      : "";
  return (
    `attention: ${file}: forms: this pull request changes where every form on the site sends visitors' messages, ` +
    `from ${destination(from)} to ${destination(to)}.${policy} ` +
    "Publish only once the web team has confirmed the new address belongs to the company."
  );
}

/** Undefined (provider none) when there is no file or it is empty. */
const settingsIn = (text: string | undefined): unknown =>
  text === undefined ? undefined : (parseYaml(text) ?? undefined);

export function checkFormsSince(ref: string, dir = contentDir(), cwd = process.cwd()): string {
  const file = path.resolve(cwd, dir, DELIVERY_FILE);
  const now = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  return formsChangeNotice(
    settingsIn(fileAtRef(ref, DELIVERY_FILE, dir, cwd)),
    settingsIn(now),
    `${dir}/${DELIVERY_FILE}`,
  );
}
