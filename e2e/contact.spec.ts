import { type Page, expect, test } from "@playwright/test";
import {
  MAIL_FALLBACK_ONLY,
  formPage,
  formsDeliverOnline,
  pageEntry,
  site,
} from "./support/content";
import { formEntry } from "./support/form-content";
import { recordComposedMail } from "./support/mail";
import { expectFormHydrated } from "./support/site";

const contact = formEntry("contact");
const contactPage = formPage("contact");
const field = (page: Page, name: string) => page.getByLabel(contact.label(name), { exact: true });
/** A topic the form offers (content/forms/contact.yaml): the last, as a visitor might choose. */
const topic = contact.field("topic").options?.at(-1) ?? "";
const values = {
  name: "Ada Example",
  company: "Example Corp",
  email: "ada@example.com",
  topic,
  message: "We would like to discuss an incident response retainer.",
};

async function fill(page: Page, email: string) {
  await field(page, "name").fill(values.name);
  await field(page, "company").fill(values.company);
  await field(page, "email").fill(email);
  await field(page, "topic").selectOption(values.topic);
  await field(page, "message").fill(values.message);
}

test.describe("contact form", () => {
  test("an invalid address shows an inline error and composes nothing", async ({ page }) => {
    const composed = recordComposedMail(page);
    await page.goto(contactPage);
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await fill(page, "ada@example");
    await page.getByRole("button", { name: contact.submitLabel }).click();
    const email = field(page, "email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(`Error: ${contact.message("email", "format")}`);
    // The error summary takes focus (a screen reader reads it); its link leads to the field.
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("alert")).toContainText("There is a problem with 1 field");
    await page
      .getByRole("alert")
      .getByRole("link", { name: contact.field("email").label })
      .click();
    await expect(email).toBeFocused();
    await page.waitForTimeout(500);
    expect(composed).toEqual([]);
  });

  test("an empty form names every missing field in a summary that takes focus", async ({
    page,
  }) => {
    const composed = recordComposedMail(page);
    await page.goto(contactPage);
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveCount(
      contact.required.length,
    );
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(field(page, "message")).toHaveAccessibleDescription(
      `Error: ${contact.message("message", "required")}`,
    );
    await page
      .getByRole("alert")
      .getByRole("link", { name: contact.field("topic").label })
      .click();
    await expect(field(page, "topic")).toBeFocused();
    expect(composed).toEqual([]);
  });

  test("valid input composes a mail to the contact mailbox with the subject and every field", async ({
    page,
  }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    const composed = recordComposedMail(page);
    await page.goto(contactPage);
    await expectFormHydrated(page.getByRole("form", { name: "Contact form" }));
    await fill(page, values.email);
    await page.getByRole("button", { name: contact.submitLabel }).click();
    await expect.poll(() => composed.length).toBe(1);
    const mail = composed[0];
    expect(mail?.pathname).toBe(contact.mailbox);
    expect(mail?.searchParams.get("subject")).toBe(contact.subject(values));
    const body = mail?.searchParams.get("body") ?? "";
    expect(body).toBe(contact.body(values));
    for (const value of Object.values(values)) expect(body).toContain(value);
    await expect(
      page.getByRole("status").filter({ hasText: "Your mail program should now open" }),
    ).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("the copy button copies the address and shows a toast", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(contactPage);
    await page.getByRole("button", { name: "Copy email address" }).click();
    await expect(page.getByText("Email address copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.mailboxes.contact);
  });
});

test.describe("contact page", () => {
  test("shows every office and the email as a mailto link", async ({ page }) => {
    await page.goto(contactPage);
    const addresses = page.locator("main address");
    await expect(addresses).toHaveCount(site.offices.length);
    for (const [index, office] of site.offices.entries()) {
      await expect(addresses.nth(index)).toContainText(
        `${office.locality}, ${office.region} ${office.postalCode}`,
      );
      for (const line of office.street) await expect(addresses.nth(index)).toContainText(line);
    }
    const link = page.getByRole("link", { name: site.mailboxes.contact });
    await expect(link).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.mailboxes.contact}\\?subject=`),
    );
  });

  test("an alias of the contact page shows the same page, with one canonical URL", async ({
    page,
  }) => {
    const [alias] = pageEntry(contactPage).aliases ?? [];
    test.skip(!alias, "the contact page has no alias");
    const copyButton = page.getByRole("button", { name: "Copy email address" });
    await page.goto(contactPage);
    await copyButton.waitFor();
    const canonicalText = await page.locator("main").innerText();
    await page.goto(alias ?? "");
    await copyButton.waitFor();
    expect(await page.locator("main").innerText()).toBe(canonicalText);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageEntry(contactPage).hero.title,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${site.origin}${contactPage}`,
    );
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("keeps the email link, the offices and a form that posts to the mailbox", async ({
    page,
  }) => {
    test.skip(formsDeliverOnline, MAIL_FALLBACK_ONLY);
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: site.mailboxes.contact })).toBeVisible();
    await expect(page.locator("main address")).toHaveCount(site.offices.length);
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toHaveAttribute("action", new RegExp(`^mailto:${site.mailboxes.contact}`));
    await expect(form).toHaveAttribute("enctype", "text/plain");
    await expect(form).not.toHaveAttribute("novalidate");
    await expect(field(page, "email")).toHaveAttribute("required");
    await expect(page.getByRole("button", { name: "Copy email address" })).toHaveCount(0);
  });
});
