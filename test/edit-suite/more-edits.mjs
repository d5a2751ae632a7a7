// More of the editors' ordinary edits, as the guides teach them: docs/editing.md (pages, forms,
// drafts, scheduled articles), docs/security-team.md (advisories) and docs/research.md (reports).
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  addRedirect,
  contentTexts,
  copyPage,
  editFields,
  fieldsOf,
  filesOf,
  linkingFile,
  movePage,
  unlinkedEntry,
  write,
} from "./files.mjs";

const isoDay = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);

/** docs/security-team.md: the newest advisory copied under the next id, published today. */
export function publishAdvisory(root) {
  const files = filesOf(root, "content/advisories");
  const newest = files.at(-1);
  if (!newest) throw new Error("content/advisories has no advisory to copy");
  const [, prefix, number] = /^(.*-)(\d+)\.md$/.exec(newest) ?? [];
  const next = `${prefix}${String(Number(number) + 1).padStart(number.length, "0")}`;
  const file = `content/advisories/${next}.md`;
  write(root, file, readFileSync(path.join(root, "content/advisories", newest), "utf8"));
  editFields(root, file, (doc) => {
    doc.set("id", next.toUpperCase());
    doc.set("title", "Missing authorisation check on the export of saved searches");
    doc.set(
      "summary",
      "A console user could export the saved searches of another user of the same tenant by guessing their identifier.",
    );
    doc.set("cvss", "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:L/I:N/A:N");
    doc.set("cwe", "CWE-862");
    doc.set("revisions", [{ date: isoDay(new Date()), summary: "Initial publication" }]);
    doc.delete("acknowledgements");
  });
}

/** docs/security-team.md: a published advisory changed, with a revision saying what changed. */
export function reviseAdvisory(root) {
  const [file] = filesOf(root, "content/advisories");
  if (!file) throw new Error("content/advisories has no advisory to revise");
  const relative = `content/advisories/${file}`;
  const last = fieldsOf(root, relative).revisions.at(-1).date;
  const day = new Date(`${last instanceof Date ? isoDay(last) : last}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  const date = day > new Date() ? new Date() : day;
  editFields(root, relative, (doc) => {
    doc.set(
      "remediation",
      `${doc.get("remediation")} Installations that cannot update yet can turn the affected feature off.`,
    );
    doc.addIn(["revisions"], { date: isoDay(date), summary: "Added a workaround" });
  });
}

/** docs/research.md: a new report written from the table of fields, with a few indicators and no rules. */
export function publishResearchReport(root) {
  const [author] = filesOf(root, "content/authors");
  if (!author) throw new Error("content/authors has no author");
  write(
    root,
    "content/research/cinderwell-phishing-kit.md",
    `---
title: "CinderWell: a fictional phishing kit aimed at payroll portals"
summary: "Fictional, for demonstration: a phishing kit that copies payroll sign-in pages and relays the one-time codes it captures."
date: 2026-11-02
authors:
  - ${author.replace(/\.ya?ml$/, "")}
tlp: TLP:CLEAR
malware:
  - name: CinderWell
    aliases: [CWELL-DEMO]
    isFamily: true
    description: "A fictional phishing kit invented for this demonstration report."
techniques:
  - T1566.002
  - T1078
indicators:
  - type: domain
    value: payroll-signin.cinderwell-demo.example
    description: Hosts the copied sign-in page
  - type: ipv4
    value: 203.0.113.58
    description: Relay server for captured codes
  - type: url
    value: https://payroll-signin.cinderwell-demo.example/login
    description: Link sent in the lure messages
firstSeen: 2026-09-14
lastSeen: 2026-10-30
---

## Summary

**This report is fictional, for demonstration.** CinderWell copies the sign-in page of a payroll portal and relays the one-time code a victim types to the real portal, within seconds.

## Detection

Look for sign-ins that follow a visit to a look-alike domain, and for one-time codes entered from two networks within a minute.
`,
  );
}

/**
 * An entry nothing links to taken off the site (`draft: true`): a report reviewed again, an article withdrawn.
 * @param {string} root @param {string} folder
 */
function draftUnlinked(root, folder) {
  editFields(root, unlinkedEntry(root, folder), (doc) => doc.set("draft", true));
}

/** docs/editing.md#drafts-scheduled-articles-and-changed-addresses: a new page prepared as a draft, before it goes live. */
export function addDraftPage(root) {
  const [source] = filesOf(root, "content/pages/solutions");
  copyPage(root, `content/pages/solutions/${source}`, "content/pages/solutions/retail.yaml", {
    title: "Security for Retail",
    description:
      "Security for retailers: payment systems, stores and online shops watched as one, with the fraud patterns of the season in view.",
    draft: true,
  });
}

/** docs/editing.md#drafts-scheduled-articles-and-changed-addresses: an article dated after today waits for the build of its day. */
export function scheduleArticle(root) {
  const [source] = filesOf(root, "content/articles");
  const file = "content/articles/what-the-next-quarter-brings.md";
  write(root, file, readFileSync(path.join(root, "content/articles", source), "utf8"));
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 45);
  editFields(root, file, (doc) => {
    doc.set("title", "What the Next Quarter Brings for Defenders");
    doc.set(
      "description",
      "The threats, budgets and rules that will shape the next three months for security teams.",
    );
    doc.set("date", isoDay(day));
  });
}

/** docs/editing.md#change-a-page: a section copied from another page of the same kind, at the end. */
export function addSectionToPage(root) {
  const pages = contentTexts(root).filter(({ file }) => file.startsWith("pages/"));
  const typesOf = (/** @type {string} */ file) =>
    (fieldsOf(root, `content/${file}`).sections ?? []).map((section) => section.type);
  const from = pages.find(({ file }) => typesOf(file).includes("cta"));
  const to = pages.find(({ file }) => file !== from?.file && !typesOf(file).includes("cta"));
  if (!from || !to) throw new Error("no page has a cta section another page lacks");
  const section = fieldsOf(root, `content/${from.file}`).sections.find(
    (item) => item.type === "cta",
  );
  editFields(root, `content/${to.file}`, (doc) => doc.addIn(["sections"], section));
}

/** docs/editing.md#change-a-page: the home page loses a section, and two others swap places. */
export function rearrangeHomeSections(root) {
  editFields(root, "content/pages/home.yaml", (doc) => {
    const sections = doc.get("sections");
    if (sections.items.length < 3) throw new Error("the home page has fewer than three sections");
    sections.items.splice(1, 1);
    const [first, second] = sections.items;
    sections.items.splice(0, 2, second, first);
  });
}

/** docs/editing.md#change-a-form: an optional question added to the contact form. */
export function addFormField(root) {
  editFields(root, "content/forms/contact.yaml", (doc) => {
    const fields = doc.get("fields");
    fields.items.splice(
      fields.items.length - 1,
      0,
      doc.createNode({
        name: "referral",
        label: "How did you hear about us?",
        type: "text",
        required: false,
        width: "full",
        maxLength: 200,
      }),
    );
  });
}

/** A collection emptied (no open positions, no webinar for now): every entry removed; its list says so. */
function removeEvery(root, folder) {
  const texts = contentTexts(root);
  for (const name of filesOf(root, `content/${folder}`)) {
    const linked = linkingFile(texts, name, (file) => file.startsWith(`${folder}/`));
    if (linked) throw new Error(`content/${linked} links to ${name}`);
    rmSync(path.join(root, "content", folder, name));
  }
}

/** The careers page moved to /company/jobs as a marketer would: links updated, a redirect left. */
export function moveListPage(root) {
  const pages = path.join(root, "content", "pages");
  const list = readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .find((name) =>
      (fieldsOf(root, `content/pages/${name}`).sections ?? []).some(
        (section) => section.type === "jobs",
      ),
    );
  if (!list) throw new Error("no page lists the jobs");
  const from = `/${list.replace(/\.yaml$/, "")}`;
  movePage(root, from, `${path.posix.dirname(from)}/jobs`);
}

/** docs/security-team.md#the-trust-center: a new certification. */
export function addCertification(root) {
  write(
    root,
    "content/certifications/iso-27701.yaml",
    `name: ISO/IEC 27701:2019
scope: "Privacy information management for the {{company}} AI threat-intelligence platform."
issuer: BSI Group
issued: 2026-09-01
expires: 2029-08-31
access: The certificate is public; its statement of applicability is shared under NDA.
`,
  );
}

/** docs/editing.md#change-a-page: a new service page, and a link to it in the Services menu. */
export function addPageToMenu(root) {
  const [source] = filesOf(root, "content/pages/services");
  copyPage(root, `content/pages/services/${source}`, "content/pages/services/ot-security.yaml", {
    title: "OT Security Services",
    description:
      "OT security services: plant networks mapped, segmented and watched by engineers who know that uptime comes first.",
  });
  editFields(root, "content/navigation.yaml", (doc) => {
    const menus = doc.toJS().menus;
    const index = menus.findIndex((menu) =>
      menu.links.some((link) => link.href.startsWith("/services/")),
    );
    if (index < 0) throw new Error("content/navigation.yaml has no menu of service pages");
    doc.addIn(["menus", index, "links"], {
      label: "OT Security",
      href: "/services/ot-security",
      description: "Plant networks mapped, segmented and watched.",
    });
  });
}

/** A link taken out of a menu: the page stays, reachable from the pages that link to it. */
export function removeMenuLink(root) {
  editFields(root, "content/navigation.yaml", (doc) => {
    const menus = doc.toJS().menus;
    const index = menus.findIndex((menu) => menu.links.length > 1);
    if (index < 0) throw new Error("content/navigation.yaml has no menu with two links");
    doc.deleteIn(["menus", index, "links", menus[index].links.length - 1]);
  });
}

/** docs/editing.md#change-company-details: an office closed. */
export function removeOffice(root) {
  editFields(root, "content/site.yaml", (doc) => {
    const offices = doc.get("offices");
    if (offices.items.length < 2) throw new Error("content/site.yaml has only one office");
    offices.items.pop();
  });
}

/** docs/editing.md#figures-are-claims: a new figure registered, and shown in a page's text. */
export function addClaimToPage(root) {
  editFields(root, "content/claims.yaml", (doc) =>
    doc.addIn(["claims"], {
      key: "analysts",
      value: "120+",
      label: "Security analysts",
      source: "Analysts on the SOC rota in the HR system at the last quarterly review.",
      reviewed: isoDay(new Date()),
    }),
  );
  editFields(root, "content/pages/home.yaml", (doc) =>
    doc.setIn(
      ["hero", "intro"],
      `${doc.getIn(["hero", "intro"])} {{analysts}} analysts watch around the clock.`,
    ),
  );
}

/** A section's anchor renamed (`id:`), with the links to it: an event's Register page leads back to it. */
export function renameEventsAnchor(root) {
  const page = contentTexts(root).find(
    ({ file }) =>
      file.startsWith("pages/") &&
      (fieldsOf(root, `content/${file}`).sections ?? []).some(
        (section) => section.type === "events" && section.id,
      ),
  );
  if (!page) throw new Error("no page shows the events under an anchor");
  const address = `/${page.file.slice("pages/".length, -".yaml".length)}`.replace(/^\/home$/, "/");
  editFields(root, `content/${page.file}`, (doc) => {
    const sections = doc.get("sections");
    const section = sections.items.find((item) => item.get("type") === "events");
    const old = section.get("id");
    section.set("id", "upcoming-events");
    for (const { file, text } of contentTexts(root)) {
      const changed = text.replaceAll(`${address}#${old}`, `${address}#upcoming-events`);
      if (changed !== text) writeFileSync(path.join(root, "content", file), changed);
    }
  });
}

/** docs/editing.md#publish-a-press-release: a release under embargo, dated a week ahead. */
export function embargoPressRelease(root) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  write(
    root,
    "content/press-releases/new-office-in-london.md",
    `---
title: "{{company}} opens an office in London"
description: "A new office in London brings our incident responders and threat researchers closer to clients across the United Kingdom and Europe."
date: ${isoDay(day)}
---

{{company}} today opened an office in London, its third, for incident response and threat research in the United Kingdom and Europe.
`,
  );
}

/** A new author, and an article of theirs. */
export function addAuthorWithArticle(root) {
  write(
    root,
    "content/authors/noor-haddad.yaml",
    `name: Noor Haddad
role: Senior Detection Engineer
bio: Noor writes and tests the detections behind the managed service, and turns incident findings into rules that hold up in production.
`,
  );
  const [source] = filesOf(root, "content/articles");
  const file = "content/articles/testing-detections-with-attack-data.md";
  write(root, file, readFileSync(path.join(root, "content/articles", source), "utf8"));
  editFields(root, file, (doc) => {
    doc.set("title", "Testing Detections With Recorded Attack Data");
    doc.set(
      "description",
      "Replay recorded attacks against every detection before it ships, and keep replaying them after.",
    );
    doc.set("author", "noor-haddad");
  });
}

/** docs/editing.md#change-a-page: a documentation topic added to a category. */
export function addDocsTopic(root) {
  const page = contentTexts(root).find(
    ({ file }) =>
      file.startsWith("pages/") &&
      (fieldsOf(root, `content/${file}`).sections ?? []).some((section) => section.type === "docs"),
  );
  if (!page) throw new Error("no page shows the documentation");
  editFields(root, `content/${page.file}`, (doc) => {
    const index = doc.toJS().sections.findIndex((section) => section.type === "docs");
    doc.addIn(["sections", index, "categories", 0, "topics"], {
      id: "single-sign-on",
      title: "Single sign-on",
      body: "Connect the console to your identity provider over SAML or OpenID Connect, map groups to roles, and require multi-factor sign-in for every analyst.",
    });
  });
}

/** A policy's text changed, with its "last updated" date. */
export function updatePolicy(root) {
  editFields(root, "content/policies/privacy.md", (doc) =>
    doc.set("lastUpdated", isoDay(new Date())),
  );
  const file = path.join(root, "content/policies/privacy.md");
  writeFileSync(
    file,
    `${readFileSync(file, "utf8").trimEnd()}\n\n## Changes to this policy\n\nWhen this policy changes, the date at the top changes with it.\n`,
  );
}

/** docs/editing.md#drafts-scheduled-articles-and-changed-addresses: an old campaign address sent to a page. */
export function addRedirectFromOldAddress(root) {
  addRedirect(root, "/spring-campaign", "/services");
}

/** A page also reachable at a second, shorter address (`aliases:`). */
export function addPageAlias(root) {
  const [source] = filesOf(root, "content/pages/services");
  editFields(root, `content/pages/services/${source}`, (doc) => {
    const name = source.replace(/\.yaml$/, "");
    const aliases = doc.get("aliases")?.toJSON?.() ?? [];
    doc.set("aliases", [...aliases, `/${name}-services`]);
  });
}

/** docs/editing.md#change-a-form: a field made required and the button relabelled. */
export function changeFormRules(root) {
  editFields(root, "content/forms/contact-sales.yaml", (doc) => {
    doc.set("submitLabel", "Request pricing");
    const fields = doc.get("fields");
    const optional = fields.items.find(
      (item) => !item.get("required") && item.get("type") !== "checkbox",
    );
    if (!optional) throw new Error("content/forms/contact-sales.yaml has no optional field");
    optional.set("required", true);
  });
}

/** docs/editing.md#add-a-webinar-or-an-event: an event at a venue. */
export function addVenueEvent(root) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 90);
  write(
    root,
    "content/events/incident-response-bootcamp.yaml",
    `title: Incident Response Bootcamp
startDate: ${isoDay(day)}
type: Workshop
location:
  kind: venue
  name: "{{company}} San Francisco office"
  city: San Francisco
  country: United States
description: "A hands-on day for incident responders: triage, scoping and containment on a live training range, with our responders as coaches."
`,
  );
}

/** @type {{ name: string, apply: (root: string) => void }[]} */
export const moreEdits = [
  { name: "publish an advisory", apply: publishAdvisory },
  { name: "revise an advisory", apply: reviseAdvisory },
  { name: "publish a research report", apply: publishResearchReport },
  {
    name: "take a research report off as a draft",
    apply: (root) => draftUnlinked(root, "research"),
  },
  { name: "add a page as a draft", apply: addDraftPage },
  { name: "schedule an article", apply: scheduleArticle },
  { name: "add a section to a page", apply: addSectionToPage },
  { name: "remove and reorder the home page's sections", apply: rearrangeHomeSections },
  { name: "add a question to a form", apply: addFormField },
  { name: "remove every job", apply: (root) => removeEvery(root, "jobs") },
  { name: "remove every webinar", apply: (root) => removeEvery(root, "webinars") },
  { name: "remove every case study", apply: (root) => removeEvery(root, "case-studies") },
  { name: "move the careers page, updating links and redirecting", apply: moveListPage },
  { name: "add a certification", apply: addCertification },
  { name: "add a page to a menu", apply: addPageToMenu },
  { name: "remove a menu link", apply: removeMenuLink },
  { name: "remove an office", apply: removeOffice },
  { name: "add a figure and show it on the home page", apply: addClaimToPage },
  { name: "rename the events section's anchor", apply: renameEventsAnchor },
  {
    name: "take an article off as a draft",
    apply: (root) => draftUnlinked(root, "articles"),
  },
  { name: "publish a press release under embargo", apply: embargoPressRelease },
  { name: "add an author and an article of theirs", apply: addAuthorWithArticle },
  { name: "add a documentation topic", apply: addDocsTopic },
  { name: "update the privacy policy", apply: updatePolicy },
  { name: "redirect an old campaign address", apply: addRedirectFromOldAddress },
  { name: "give a page a second address", apply: addPageAlias },
  { name: "make a form field required and relabel its button", apply: changeFormRules },
  { name: "add an event at a venue", apply: addVenueEvent },
];
