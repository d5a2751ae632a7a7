import { type Page, expect, test } from "@playwright/test";
import { site } from "../app/content/site";
import { recordComposedMail } from "./support/mail";
import { expectFormHydrated } from "./support/site";

function officeById(id: string) {
  const office = site.offices.find((candidate) => candidate.id === id);
  if (!office) throw new Error(`no ${id} office`);
  return office;
}

async function fill(page: Page, email: string) {
  await page.getByLabel("Name", { exact: true }).fill("Ada Example");
  await page.getByLabel("Company (optional)", { exact: true }).fill("Example Corp");
  await page.getByLabel("Work email", { exact: true }).fill(email);
  await page.getByLabel("Topic", { exact: true }).selectOption("Incident response");
  await page.getByLabel("Message", { exact: true }).fill("We would like to discuss an incident response retainer.");
}

test.describe("contact form", () => {
  test("an invalid address shows an inline error and composes nothing", async ({ page }) => {
    const composed = recordComposedMail(page);
    await page.goto("/company/contact");
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await fill(page, "ada@example");
    await page.getByRole("button", { name: "Send message" }).click();
    const email = page.getByLabel("Work email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Error: Enter an email address like name@company.com.");
    // The error summary takes focus (a screen reader reads it); its link leads to the field.
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("There is a problem with 1 field");
    await page.getByRole("alert").getByRole("link", { name: /Work email/ }).click();
    await expect(email).toBeFocused();
    await page.waitForTimeout(500);
    expect(composed).toEqual([]);
  });

  test("an empty form names every missing field in a summary that takes focus", async ({ page }) => {
    const composed = recordComposedMail(page);
    await page.goto("/company/contact");
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("Error: Enter your message.");
    await page.getByRole("alert").getByRole("link", { name: /Topic/ }).click();
    await expect(page.getByLabel("Topic", { exact: true })).toBeFocused();
    expect(composed).toEqual([]);
  });

  test("valid input composes a mail to the contact mailbox with the subject and every field", async ({ page }) => {
    const composed = recordComposedMail(page);
    await page.goto("/company/contact");
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await fill(page, "ada@example.com");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => composed.length).toBe(1);
    const mail = composed[0];
    expect(mail?.pathname).toBe(site.mailboxes.contact);
    expect(mail?.searchParams.get("subject")).toBe(`${site.inquirySubject}: Incident response`);
    expect(mail?.searchParams.get("body")).toBe(
      "Name: Ada Example\r\nCompany: Example Corp\r\nEmail: ada@example.com\r\nTopic: Incident response\r\n\r\nWe would like to discuss an incident response retainer.",
    );
    await expect(page.getByRole("status").filter({ hasText: "Your mail program should now open" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the copy button copies the address and shows a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/company/contact");
    await page.getByRole("button", { name: "Copy email address" }).click();
    await expect(page.getByText("Email address copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.mailboxes.contact);
  });
});

test.describe("contact page", () => {
  test("shows both offices and the email as a mailto link", async ({ page }) => {
    await page.goto("/company/contact");
    const addresses = page.locator("main address");
    await expect(addresses).toHaveCount(2);
    const usa = officeById("usa");
    const india = officeById("india");
    await expect(addresses.nth(0)).toContainText(`${usa.locality}, ${usa.region} ${usa.postalCode}`);
    await expect(addresses.nth(1)).toContainText(india.locality);
    const link = page.getByRole("link", { name: site.mailboxes.contact });
    await expect(link).toHaveAttribute("href", new RegExp(`^mailto:${site.mailboxes.contact}\\?subject=`));
  });

  test("/contact and /company/contact are the same page with one canonical URL", async ({ page }) => {
    const copyButton = page.getByRole("button", { name: "Copy email address" });
    await page.goto("/company/contact");
    await copyButton.waitFor();
    const canonicalText = await page.locator("main").innerText();
    await page.goto("/contact");
    await copyButton.waitFor();
    expect(await page.locator("main").innerText()).toBe(canonicalText);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.origin}/company/contact`);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the email link, the offices and a form that posts to the mailbox", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: site.mailboxes.contact })).toBeVisible();
    await expect(page.locator("main address")).toHaveCount(2);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toHaveAttribute("action", new RegExp(`^mailto:${site.mailboxes.contact}`));
    await expect(form).toHaveAttribute("enctype", "text/plain");
    await expect(form).not.toHaveAttribute("novalidate");
    await expect(page.getByLabel("Work email", { exact: true })).toHaveAttribute("required");
    await expect(page.getByRole("button", { name: "Copy email address" })).toHaveCount(0);
  });
});
