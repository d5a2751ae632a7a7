import { expect, test } from "@playwright/test";
import { allAdvisories, allForms, navigation, pagesWith, sectionOf } from "./support/content";

/**
 * What a security vendor's site must have, as a visitor and a scanner meet it: the way to help
 * from every top bar, an emergency page that works without JavaScript, and the machine-readable
 * files security.txt points at. Everything shown comes from content/.
 */
const emergency = navigation.emergency;
if (!emergency) throw new Error("content/navigation.yaml: the emergency link is missing");
/** A page deep in the site, other than the emergency page: the first showing capabilities. */
const deepPage = pagesWith("capabilities").find(({ path }) => path !== emergency.href)?.path ?? "/";

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the emergency link is in the top bar at ${viewport.width}px and leads to the emergency page`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(deepPage);
    const link = page.getByRole("banner").getByRole("link", { name: emergency.label, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${emergency.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the emergency page gives every hotline as a number a phone dials, the first steps, and the call-back form", async ({
    page,
  }) => {
    const hotlines = sectionOf(emergency.href, "hotlines");
    await page.goto(emergency.href);
    for (const line of hotlines.lines) {
      const link = page.getByRole("link", { name: line.number });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `tel:${line.number.replace(/[^+\d]/g, "")}`);
    }
    for (const step of hotlines.steps)
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    const form = sectionOf(emergency.href, "form");
    const definition = allForms.find((candidate) => candidate.id === form.form);
    if (!definition) throw new Error(`content/forms/${form.form}.yaml is missing`);
    await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
    await expect(
      page.getByRole("button", { name: definition.submitLabel, exact: true }),
    ).toBeVisible();
  });
});

test("security.txt points at the policy, the key, the thanks page and the CSAF metadata, each served", async ({
  request,
}) => {
  const text = await (await request.get("/.well-known/security.txt")).text();
  for (const field of [
    "Policy",
    "Encryption",
    "Acknowledgments",
    "CSAF",
    "Canonical",
    "Expires",
    "Preferred-Languages",
    "Contact",
  ])
    expect(text, field).toMatch(new RegExp(`^${field}: \\S+`, "m"));
  for (const field of ["Policy", "Encryption", "Acknowledgments", "CSAF"]) {
    const url = new URL(new RegExp(`^${field}: (\\S+)`, "m").exec(text)?.[1] ?? "");
    expect((await request.get(url.pathname)).status(), field).toBe(200);
  }
});

test("the CSAF provider metadata leads to every advisory's document and its hash", async ({
  request,
}) => {
  const metadata = await (await request.get("/.well-known/csaf/provider-metadata.json")).json();
  const directory = new URL(metadata.distributions[0].directory_url).pathname;
  const index = (await (await request.get(`${directory}index.txt`)).text())
    .split("\n")
    .filter(Boolean);
  expect(index).toHaveLength(allAdvisories.length);
  for (const entry of index) {
    const document = await request.get(`${directory}${entry}`);
    expect(document.headers()["content-type"]).toContain("json");
    const { document: head } = await document.json();
    expect(allAdvisories.map((advisory) => advisory.id)).toContain(head.tracking.id);
    expect((await request.get(`${directory}${entry}.sha256`)).status()).toBe(200);
  }
});
