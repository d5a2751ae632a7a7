// The edit suite's edits, each made as docs/editing.md tells the marketing team: a new entry is a
// complete file, a removal a deleted file, a changed figure one field. Each changes a scratch copy.
import { existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import {
  addRedirect,
  copyPage,
  editFields,
  linkTo,
  movePage,
  unlinkedEntry,
  write,
} from "./files.mjs";
import { moreEdits } from "./more-edits.mjs";

/** @param {string} root @param {string} folder */
function removeEntry(root, folder) {
  rmSync(path.join(root, unlinkedEntry(root, folder)));
}

/** @param {import("yaml").Document} doc @param {string} key */
function claimIndex(doc, key) {
  const claims = /** @type {{ key: string }[]} */ (doc.toJS().claims);
  const index = claims.findIndex((claim) => claim.key === key);
  if (index < 0) throw new Error(`content/claims.yaml has no claim ${key}`);
  return index;
}

export function addJob(root) {
  write(
    root,
    "content/jobs/detection-engineer.md",
    `---
title: Detection Engineer
department: Security Operations
location:
  label: Austin, TX
  city: Austin
  region: TX
  country: US
employmentType: FULL_TIME
datePosted: 2026-12-01
validThrough: 2027-04-30
summary: "Turn what our threat researchers learn into detections that hold up in production: written as code, tested against real attack data and tuned with our SOC."
---

## What you'll do

- Write, test and ship detections for endpoint, identity and cloud telemetry
- Build the test data and pipelines that prove each detection fires, and keeps firing
- Tune noisy rules with the SOC analysts who live with their alerts
- Map coverage to MITRE ATT&CK and close the gaps that matter most to our clients

## What you'll bring

- 4+ years in a SOC, detection engineering or incident response role
- Fluency in at least one query language (KQL, SPL or SQL) and one scripting language
- Experience with version control and automated testing for detection content
- Clear writing: every detection ships with the runbook an analyst needs at 3 a.m.
`,
  );
}

export function removeJob(root) {
  removeEntry(root, "jobs");
}

export function addArticle(root) {
  write(
    root,
    "public/blog/zero-day-response.svg",
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
  <rect width="800" height="450" fill="#0c1a2e"/>
  <circle cx="400" cy="225" r="140" fill="none" stroke="#2cb6cf" stroke-width="6"/>
  <path d="M400 125v100l70 40" stroke="#f5a524" stroke-width="10" fill="none" stroke-linecap="round"/>
</svg>
`,
  );
  write(
    root,
    "content/articles/zero-day-response.md",
    `---
title: "Responding to a Zero-Day in the First 24 Hours"
description: "When a vendor announces a flaw that is already exploited, the first day decides the outcome. What to do in which order, and what can wait."
category: threats
author: james-whitfield
date: 2026-11-30
tags: [zero-day, incident response]
image:
  src: /blog/zero-day-response.svg
  alt: "Illustration: a clock face whose hand points a quarter past the hour"
---

A zero-day that is already being exploited turns a patch cycle into an incident. The vendor's advisory arrives, a proof of concept follows within hours, and every team asks the same question: are we exposed, and has anyone already used it against us?

## The first hour: find what is exposed

Start from the inventory, not the advisory. Which systems run the affected product, which of them face the internet, and who owns each one?

- List every instance, including the test and disaster-recovery copies nobody patches
- Mark the ones reachable from the internet: they come first
- Name an owner for each, with the authority to take it offline

## The first day: contain, then look back

Apply the vendor's mitigation or take the exposed systems off the network before the patch is ready. Then hunt backwards: the flaw was exploited before it was announced, so the question is not only whether you are safe now but whether you were safe last week.

> Patch the systems you can, isolate the ones you cannot, and assume the oldest logs hold the answer.

## What can wait

Root cause, the full report and the lessons learned belong to the days after. Our [incident response team](/services/incident-response) can help with any of it.
`,
  );
}

/**
 * As docs/editing.md#add-a-blog-article starts one: the newest article copied and retitled.
 * @param {string} root
 */
export function copyArticle(root) {
  const folder = path.join(root, "content/articles");
  const [newest] = readdirSync(folder)
    .filter((file) => file.endsWith(".md"))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), "utf8") }))
    .sort((a, b) =>
      (/^date: (.+)$/m.exec(b.text)?.[1] ?? "").localeCompare(
        /^date: (.+)$/m.exec(a.text)?.[1] ?? "",
      ),
    );
  if (!newest) throw new Error("content/articles has no article to copy");
  const text = newest.text
    .replace(/^title: .*$/m, 'title: "What Changes Next in the SOC"')
    .replace(
      /^description: .*$/m,
      'description: "Where the security operations centre goes next: fewer queues, more hunting, and the skills that matter."',
    );
  write(root, `content/articles/${newest.file.replace(/\.md$/, "-next.md")}`, text);
}

export function removeArticle(root) {
  removeEntry(root, "articles");
}

export function addWebinar(root) {
  write(
    root,
    "content/webinars/ransomware-tabletop.md",
    `---
title: "Running a Ransomware Tabletop Your Board Will Remember"
summary: "How to design a ransomware exercise that tests decisions, not slides: the scenario, the people in the room and the follow-up that changes the plan."
start: 2027-02-10T16:00:00+00:00
timeZone: Europe/London
durationMinutes: 45
speaker: Sofia Lindqvist
role: Incident Response Lead
attendees: 0
agenda:
  - time: "0:00"
    title: "Why most tabletop exercises teach nothing"
  - time: "0:10"
    title: "Designing a scenario around the decisions that matter"
  - time: "0:30"
    title: "Turning the findings into changes to the plan"
---

Most tabletop exercises end with a slide deck and no change to how the organisation would respond. In this session, Sofia Lindqvist shows how to design a ransomware exercise that puts real decisions in front of the people who would have to make them.

## What you will learn

- How to write a scenario that forces the hard calls: paying, disclosing, restoring
- Who needs to be in the room, and who should be kept out of it
- How to turn what went wrong into owners, dates and a better plan
`,
  );
}

export function removeWebinar(root) {
  removeEntry(root, "webinars");
}

export function addCaseStudy(root) {
  write(
    root,
    "content/case-studies/logistics-cloud-migration.md",
    `---
title: A logistics group secures its move to the cloud
company: Tarvell Logistics (sample)
industry: Transport and Logistics
summary: A European logistics group moved its tracking platform to the cloud with guardrails in place from the first day.
results:
  - claim: detection-rate
  - label: Cloud accounts under guardrails
    value: "100%"
quote:
  text: "We moved faster than planned because the guardrails were there before the workloads. Nothing went live without them."
  name: "Jonas Weber"
  role: "Head of Platform Engineering, Tarvell Logistics"
---

## The challenge

The group's parcel tracking platform ran in two ageing data centres. The board wanted it in the cloud within a year, and the security team had no way to see, let alone control, what dozens of delivery teams would build there.

## Our approach

We set up the landing zone with identity, network and logging guardrails as code, connected every new account to our platform on creation, and trained the delivery teams on the few rules that could not be bent.

## The outcome

Every cloud account was under guardrails from its first day, and the migration finished two months early with no finding from the group's auditors.
`,
  );
}

export function removeCaseStudy(root) {
  removeEntry(root, "case-studies");
}

export function addPressRelease(root) {
  write(
    root,
    "content/press-releases/new-office-in-singapore.md",
    `---
title: "{{company}} opens an office in Singapore"
description: "The new office brings our incident responders and threat analysts closer to clients across Southeast Asia."
date: 2026-10-01
---

{{company}} today opened an office in Singapore. Journalists can reach us through the [contact page](/company/contact).
`,
  );
}

export function removePressRelease(root) {
  removeEntry(root, "press-releases");
}

/** As docs/editing.md says: the file renamed, and its old address redirected to the new one. */
export function renameArticle(root) {
  const file = unlinkedEntry(root, "articles");
  const slug = path.basename(file, ".md");
  renameSync(path.join(root, file), path.join(root, "content", "articles", `${slug}-renamed.md`));
  addRedirect(root, `/blog/${slug}`, `/blog/${slug}-renamed`);
}

/** A page showing a form, that no other file links to, moved to a new address: its buttons follow it. */
export function moveFormPage(root) {
  const pages = path.join(root, "content", "pages");
  const files = readdirSync(pages, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".yaml"),
  );
  const texts = readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(md|ya?ml)$/.test(file))
    .map((file) => readFileSync(path.join(root, "content", file), "utf8"));
  const address = (file) => `/${file.replace(/\.yaml$/, "")}`;
  const file = files.sort().find((candidate) => {
    const text = readFileSync(path.join(pages, candidate), "utf8");
    const link = new RegExp(`${address(candidate)}(?![\\w/-])`);
    return /^\s*- type: form$/m.test(text) && texts.every((other) => !link.test(other));
  });
  if (!file) throw new Error("no page showing a form is free to move");
  const moved = file.replace(/\.yaml$/, "-form.yaml");
  renameSync(path.join(pages, file), path.join(pages, moved));
  addRedirect(root, address(file), address(moved));
}

/** A page other files link to, moved to a new address as a marketer would: its links updated, a redirect left. */
export function moveLinkedPage(root) {
  const pages = path.join(root, "content", "pages");
  const contentFiles = readdirSync(path.join(root, "content"), {
    recursive: true,
    encoding: "utf8",
  }).filter((file) => /\.(md|ya?ml)$/.test(file));
  const texts = contentFiles.map((file) => readFileSync(path.join(root, "content", file), "utf8"));
  // Not the home page, the pages the code links to, nor a page with pages under it.
  const file = readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter(
      (name) =>
        name.endsWith(".yaml") && !["home.yaml", "blog.yaml", "resources.yaml"].includes(name),
    )
    .sort()
    .find((name) => {
      const address = `/${name.replace(/\.yaml$/, "")}`;
      return (
        !existsSync(path.join(pages, name.replace(/\.yaml$/, ""))) &&
        texts.some((text) => linkTo(address).test(text))
      );
    });
  if (!file) throw new Error("no page that other files link to");
  const from = `/${file.replace(/\.yaml$/, "")}`;
  movePage(root, from, `${from}-renamed`);
}

export function renameAuthor(root) {
  const [file] = readdirSync(path.join(root, "content", "authors"))
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  editFields(root, `content/authors/${file}`, (doc) => doc.set("name", "Alexandra Quentin-Marsh"));
}

/** A new page is a new file: a service page copied to a new address, its title and description its own. */
export function addPage(root) {
  const [source] = readdirSync(path.join(root, "content", "pages", "services"))
    .filter((name) => name.endsWith(".yaml"))
    .sort();
  copyPage(root, `content/pages/services/${source}`, "content/pages/services/purple-team.yaml", {
    title: "Purple Team Exercises",
    description:
      "Purple team exercises: our red team attacks while your defenders watch, tune and learn, one technique at a time, until detection holds.",
  });
}

/** A top-level page named like the one it was copied from (/services-overview beside /services). */
export function addPageNamedLikeAnother(root) {
  const pages = path.join(root, "content", "pages");
  const [source] = readdirSync(pages)
    .filter((name) => name.endsWith(".yaml") && name !== "home.yaml")
    .filter((name) => existsSync(path.join(pages, name.replace(/\.yaml$/, ""))))
    .sort();
  const target = source.replace(/\.yaml$/, "-overview.yaml");
  copyPage(root, `content/pages/${source}`, `content/pages/${target}`, {
    title: "An Overview of What We Do",
    description:
      "An overview of what we do: the same sections as the page it was copied from, at an address of its own.",
  });
}

export function addEvent(root) {
  write(
    root,
    "content/events/ot-security-summit-2027.yaml",
    `title: OT Security Summit 2027
startDate: 2027-06-08
endDate: 2027-06-09
type: Virtual Summit
location:
  kind: online
  name: Online (live sessions and replays)
description: Two half-days on securing factories, utilities and logistics networks, with the engineers who run them and the teams who defend them.
`,
  );
}

export function removeEvent(root) {
  removeEntry(root, "events");
}

/** The guide's own example (docs/editing.md#figures-are-claims): the enterprise clients figure goes up. */
export function changeClaimValue(root) {
  editFields(root, "content/claims.yaml", (doc) => {
    doc.setIn(["claims", claimIndex(doc, "enterprise-clients"), "value"], "650+");
  });
}

export function relabelClaim(root) {
  editFields(root, "content/claims.yaml", (doc) => {
    doc.setIn(
      ["claims", claimIndex(doc, "enterprise-clients"), "label"],
      "Organisations protected",
    );
  });
}

export function changeCareersHeadline(root) {
  editFields(root, "content/pages/company/careers.yaml", (doc) =>
    doc.setIn(["hero", "title"], "Build the Defences Others Rely On"),
  );
}

export function changeHomeHeadline(root) {
  editFields(root, "content/pages/home.yaml", (doc) =>
    doc.setIn(["hero", "title"], "Security That Sees What Others Miss"),
  );
}

/** docs/editing.md: the words of the picture a section's pages show when shared. */
export function rewordShareImage(root) {
  editFields(root, "content/share-images.yaml", (doc) => {
    doc.setIn(["company", "subtitle"], "{{company}} since {{founding-year}}: {{offices}}");
    doc.setIn(["blog", "title"], "Research and Field Notes");
  });
}

export function renameCompany(root) {
  editFields(root, "content/site.yaml", (doc) => {
    const rename = (/** @type {string} */ text) =>
      text.replaceAll(String(doc.get("name")), "Corvant");
    for (const field of ["legalName", "inquirySubject", "name"])
      doc.set(field, rename(String(doc.get(field))));
  });
}

export function addOffice(root) {
  editFields(root, "content/site.yaml", (doc) => {
    doc.addIn(["offices"], {
      id: "uk",
      label: "United Kingdom",
      street: ["1 Finsbury Avenue"],
      locality: "London",
      region: "England",
      postalCode: "EC2M 2PF",
      country: "United Kingdom",
      countryCode: "GB",
    });
  });
}

export function addSocialProfile(root) {
  editFields(root, "content/site.yaml", (doc) => {
    const social = /** @type {{ name: string }[]} */ (doc.toJS().social);
    const index = social.findIndex((profile) => profile.name === "LinkedIn");
    if (index < 0) throw new Error("content/site.yaml has no LinkedIn profile");
    doc.setIn(["social", index, "url"], "https://www.linkedin.com/company/corvant-example");
  });
}

export function renameMenuLink(root) {
  editFields(root, "content/navigation.yaml", (doc) =>
    doc.setIn(["contact", "label"], "Talk to Us"),
  );
}

/** docs/deploying.md#forms-where-messages-go: Formspree, with the id of the form created there. */
export function connectFormService(root) {
  editFields(root, "content/form-delivery.yaml", (doc) => {
    doc.set("provider", "formspree");
    doc.set("formId", "xyzabcd");
  });
}

/** @type {{ name: string, apply: (root: string) => void }[]} */
export const edits = [
  { name: "add a job", apply: addJob },
  { name: "remove a job", apply: removeJob },
  { name: "add an article", apply: addArticle },
  { name: "copy an article, keeping its illustration", apply: copyArticle },
  { name: "remove an article", apply: removeArticle },
  { name: "rename an article, redirecting its old address", apply: renameArticle },
  { name: "rename an author", apply: renameAuthor },
  { name: "move a form's page, redirecting its old address", apply: moveFormPage },
  { name: "move a page others link to, updating the links and redirecting", apply: moveLinkedPage },
  { name: "add a webinar", apply: addWebinar },
  { name: "remove a webinar", apply: removeWebinar },
  { name: "add a case study", apply: addCaseStudy },
  { name: "remove a case study", apply: removeCaseStudy },
  { name: "add a press release", apply: addPressRelease },
  { name: "remove a press release", apply: removePressRelease },
  { name: "add an event", apply: addEvent },
  { name: "remove an event", apply: removeEvent },
  { name: "change a claim's value", apply: changeClaimValue },
  { name: "relabel a claim", apply: relabelClaim },
  { name: "add a page", apply: addPage },
  { name: "add a page named like another (/services-overview)", apply: addPageNamedLikeAnother },
  { name: "change a page's headline", apply: changeCareersHeadline },
  { name: "change the home headline", apply: changeHomeHeadline },
  { name: "reword the share images", apply: rewordShareImage },
  { name: "rename the company", apply: renameCompany },
  { name: "add an office", apply: addOffice },
  { name: "add a social profile URL", apply: addSocialProfile },
  { name: "rename a menu link", apply: renameMenuLink },
  { name: "connect a form service", apply: connectFormService },
  ...moreEdits,
];
