import { existsSync } from "node:fs";
import { type Locator, type Page, expect, test } from "@playwright/test";
import { IDEMPOTENCY_FIELD } from "../app/forms/idempotency";
import { ELAPSED_FIELD, HONEYPOT_FIELD, MIN_FILL_MS } from "../app/forms/spam";
import { loadForm } from "../app/forms/test-forms";
import { viewports } from "./support/gates";
import {
  FORMS_BUILD_DIR,
  FORMS_NGINX_PORT,
  FORMS_SITE_PORT,
  FORMS_TIMEOUT_MS,
  OTHER_ORIGIN,
  RECEIVER_PORT,
  RECEIVER_URL,
  buildFormsSite,
  serveFormsBuild,
} from "./support/forms-site";
import { NGINX_BIN, fetchRaw, startNginx } from "./support/nginx";
import { type Receiver, startReceiver } from "./support/receiver";
import {
  allEvents,
  allJobs,
  allWebinars,
  escapeRegExp,
  formPage,
  listPage,
  pageActions,
  site,
} from "./support/content";
import { formEntry } from "./support/form-content";
import { parseMailto } from "./support/mail";
import { expectFormHydrated, metaPolicy } from "./support/site";
import { axeViolations, loadAxe } from "./support/axe";

/**
 * The forms delivering for real: the site built with FORMS_ENDPOINT pointing at a receiver this
 * file starts (support/receiver.ts), each form's submission arriving with its fields; the
 * receiver refusing, failing and never answering; the honeypot; the CSP through nginx; and axe on
 * every state of every form. One receiver port for the run, so these tests run one at a time,
 * on one worker, which builds that site first.
 */
test.describe.configure({ mode: "serial" });
test.use({ baseURL: `http://localhost:${FORMS_SITE_PORT}` });

interface FormCase {
  id: string;
  path: string;
  name: string;
  submit: string;
  success: string;
  fill: (page: Page) => Promise<void>;
  expected: Record<string, string>;
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

// The first of each; an emptied collection (a valid edit) drops its form's case.
const [job] = allJobs;
const [webinar] = allWebinars;
const [event] = allEvents;
const noJob = "content/jobs has no opening";

/**
 * A form as its definition (content/forms/<id>.yaml) names it: filled field by field (by the
 * field's name, through its label), sent with its button, answered with its success title.
 */
function formCase(
  id: string,
  path: string,
  values: Record<string, string>,
  expected: Record<string, string>,
  name?: string,
): FormCase {
  const form = formEntry(id);
  // A field the editors made required since gets a value too, and arrives with it.
  const added = Object.fromEntries(
    form.required
      .filter((field) => !(field.name in values))
      .map((field) => [field.name, requiredValue(field)] as const),
  );
  return {
    id,
    path,
    name: name ?? form.title,
    submit: form.submitLabel,
    success: form.successTitle,
    fill: async (page) => {
      for (const [field, value] of Object.entries({ ...values, ...added })) {
        const input = label(page, form.label(field));
        const type = form.field(field).type;
        await (type === "select"
          ? input.selectOption(value)
          : type === "checkbox"
            ? input.check()
            : input.fill(value));
      }
    },
    expected: { ...expected, ...added },
  };
}

/** A valid value for a field of a type, for a field the editors made required. */
function requiredValue(field: { type: string; options?: string[]; minLength?: number }): string {
  if (field.type === "select") return field.options?.at(-1) ?? "";
  if (field.type === "checkbox") return "yes";
  const byType: Record<string, string> = {
    email: "ada@example.com",
    url: "https://ada.example.com",
    tel: "+44 20 7946 0000",
    datetime: "2031-05-06T10:30",
  };
  return byType[field.type] ?? "A".repeat(Math.max(field.minLength ?? 0, 12));
}
/** A choice a select offers (its last): the test does not depend on today's list. */
const option = (id: string, field: string) => formEntry(id).field(field).options?.at(-1) ?? "";
const contactForm = formEntry("contact");

const registration = {
  name: "Ada Example",
  email: "ada@example.com",
  company: "Example Corp",
  role: "CISO",
};
const contactValues = {
  name: "Ada Example",
  company: "Example Corp",
  email: "ada@example.com",
  topic: option("contact", "topic"),
  message: "We would like to discuss an incident response retainer.",
};
const demoValues = { ...registration, interest: option("schedule-demo", "interest") };
const salesValues = {
  name: "Ada Example",
  email: "ada@example.com",
  company: "Example Corp",
  company_size: option("contact-sales", "company_size"),
  message: "Pricing for 400 endpoints, please.",
};
const applicant = { name: "Ada Example", email: "ada@example.com", note: "I can start in March." };
const callbackValues = {
  name: "Ada Example",
  phone: "+44 20 7946 0000",
  company: "Example Corp",
  message: "A ransom note on our file servers since 02:00.",
};
/** The NDA acknowledgement is a checkbox: ticked, it sends "yes". */
const soc2Values = {
  name: "Ada Example",
  company: "Example Corp",
  email: "ada@example.com",
  nda: "yes",
};

const forms: FormCase[] = [
  formCase("contact", formPage("contact"), contactValues, contactValues, "Contact form"),
  formCase(
    "schedule-demo",
    formPage("schedule-demo"),
    { ...demoValues, preferred_time: "2031-05-06T10:30" },
    demoValues,
  ),
  formCase("contact-sales", formPage("contact-sales"), salesValues, {
    ...salesValues,
    phone: "",
    role: "",
  }),
  formCase("newsletter", "/blog", { email: "ada@example.com" }, { email: "ada@example.com" }),
  ...(job
    ? [
        formCase(
          "apply",
          `/company/careers/${job.slug}/apply`,
          { ...applicant, profile_url: "linkedin.com/in/ada" },
          { job: job.title, ...applicant, profile_url: "https://linkedin.com/in/ada" },
        ),
      ]
    : []),
  formCase(
    "submit-resume",
    formPage("submit-resume"),
    {
      ...applicant,
      profile_url: "https://ada.example.com",
      note: "Detection engineering, in Europe.",
    },
    {
      ...applicant,
      profile_url: "https://ada.example.com",
      note: "Detection engineering, in Europe.",
    },
  ),
  formCase("callback", formPage("callback"), callbackValues, callbackValues),
  formCase("soc2-report", formPage("soc2-report"), soc2Values, soc2Values),
  ...(webinar
    ? [
        formCase("register", `/resources/webinars/${webinar.slug}/register`, registration, {
          event: `${webinar.title} (on-demand replay, ${webinar.date})`,
          ...registration,
        }),
      ]
    : []),
  ...(event
    ? [
        formCase("register", `/resources/events/${event.slug}/register`, registration, {
          event: expect.stringMatching(
            new RegExp(`^${escapeRegExp(event.title)} \\(.*\\d{4}\\)$`),
          ) as unknown as string,
          ...registration,
        }),
      ]
    : []),
];
const byId = (id: string) => forms.find((form) => form.id === id);
const contact = byId("contact") as FormCase;
const newsletter = byId("newsletter") as FormCase;

let receiver: Receiver;
let served: Awaited<ReturnType<typeof serveFormsBuild>>;
test.beforeAll(async () => {
  // The site with its forms delivering to the receiver: one more build, on this file's worker
  // while the other worker runs the other tests (a project dependency would run these tests
  // only after all the others, one at a time on one worker while the other idled).
  test.setTimeout(900_000);
  await buildFormsSite();
  receiver = await startReceiver(RECEIVER_PORT);
  served = await serveFormsBuild();
});
test.afterAll(async () => {
  await receiver?.stop();
  await served?.stop();
});
test.beforeEach(() => receiver.reset());

/** Opens the form's page and waits until its script runs the form. */
async function open(page: Page, form: FormCase): Promise<Locator> {
  await loadAxe(page);
  await page.goto(form.path);
  const element = page.getByRole("form", { name: form.name });
  await expectFormHydrated(element);
  return element;
}

/** Fills the form and waits out the spam check's minimum fill time, as a person would take. */
async function fillAsAPerson(page: Page, form: FormCase) {
  await form.fill(page);
  await page.waitForTimeout(MIN_FILL_MS);
}

const send = (page: Page, form: FormCase) =>
  page.getByRole("button", { name: form.submit, exact: true }).click();

for (const form of forms) {
  test(`${form.id} on ${form.path}: the submission arrives at the endpoint with every field, and the visitor is told`, async ({
    page,
  }) => {
    const element = await open(page, form);
    await fillAsAPerson(page, form);
    await send(page, form);
    await expect(element.getByRole("status")).toContainText(form.success);
    expect(receiver.received).toHaveLength(1);
    const [arrived] = receiver.received;
    expect(arrived?.path).toBe("/leads");
    expect(arrived?.contentType).toBe("application/x-www-form-urlencoded");
    expect(arrived?.fields).toMatchObject({
      _form: form.id,
      _page: expect.stringMatching(new RegExp(`${form.path}$`)),
      ...form.expected,
    });
    expect(arrived?.fields).not.toHaveProperty("_gotcha");
    expect(arrived?.fields[IDEMPOTENCY_FIELD]).toMatch(/^[0-9a-f-]{36}$/);
  });
}

test("apply: the page names the job and leads back to it; no CV field, as this endpoint takes no files", async ({
  page,
}) => {
  const form = byId("apply");
  if (!form || !job) return test.skip(true, noJob);
  const element = await open(page, form);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${job.title}`);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: job.title }),
  ).toHaveAttribute("href", `/company/careers/${job.slug}`);
  await expect(page.getByRole("link", { name: `Back to the ${job.title} role` })).toHaveAttribute(
    "href",
    `/company/careers/${job.slug}`,
  );
  await expect(element.getByLabel(formEntry("apply").field("cv").label)).toHaveCount(0);
  await expect(
    element.getByLabel(formEntry("apply").label("profile_url"), { exact: true }),
  ).toBeVisible();
});

test("with a form service, the buttons that composed mail lead to the forms' pages", async ({
  page,
}) => {
  await page.goto(listPage("jobs"));
  if (job)
    await expect(page.getByRole("link", { name: `Apply Now: ${job.title}` })).toHaveAttribute(
      "href",
      `/company/careers/${job.slug}/apply`,
    );
  const resume = pageActions(listPage("jobs")).find(
    (action) => action.kind === "mail" && action.form === "submit-resume",
  );
  await expect(page.getByRole("link", { name: resume?.label })).toHaveAttribute(
    "href",
    formPage("submit-resume"),
  );
  if (job) {
    await page.goto(`/company/careers/${job.slug}`);
    await expect(page.getByRole("link", { name: `Apply Now: ${job.title}` })).toHaveAttribute(
      "href",
      `/company/careers/${job.slug}/apply`,
    );
  }
  const card = (title: string) =>
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  if (event) {
    await page.goto(listPage("events"));
    await expect(card(event.title).getByRole("link", { name: "Register Now" })).toHaveAttribute(
      "href",
      `/resources/events/${event.slug}/register`,
    );
  }
  if (!webinar) return;
  await page.goto(listPage("webinars"));
  await expect(card(webinar.title).getByRole("link", { name: "Register Now" })).toHaveAttribute(
    "href",
    `/resources/webinars/${webinar.slug}/register`,
  );
  await page.goto(`/resources/webinars/${webinar.slug}`);
  await page.getByRole("link", { name: "Register Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/resources/webinars/${webinar.slug}/register$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Register: ${webinar.title}`);
});

test("schedule-demo: the preferred time arrives with the visitor's UTC offset", async ({
  page,
}) => {
  const form = byId("schedule-demo") as FormCase;
  await open(page, form);
  await fillAsAPerson(page, form);
  await send(page, form);
  await expect.poll(() => receiver.received.length).toBe(1);
  expect(receiver.received[0]?.fields.preferred_time).toMatch(
    /^2031-05-06T10:30:00([+-]\d\d:\d\d|Z)$/,
  );
});

test("422 from the endpoint: its field message beside the field, the summary focused, the text kept", async ({
  page,
}) => {
  receiver.answer({
    status: 422,
    body: { errors: { email: "This address does not accept mail." } },
  });
  const element = await open(page, contact);
  await fillAsAPerson(page, contact);
  await send(page, contact);
  const email = label(page, contactForm.label("email"));
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(element.getByRole("alert")).toBeFocused();
  await expect(email).toHaveValue("ada@example.com");
  await expect(label(page, contactForm.label("message"))).toHaveValue(
    contact.expected.message as string,
  );
});

test("500 from the endpoint: the failure said, the text kept, Retry sends again, mail offered with the whole text", async ({
  page,
}) => {
  receiver.answer({ status: 500 });
  const element = await open(page, contact);
  await fillAsAPerson(page, contact);
  await send(page, contact);
  const alert = element.getByRole("alert");
  await expect(alert).toContainText("The form service is not working right now (error 500)");
  await expect(alert).toBeFocused();
  await expect(label(page, contactForm.label("message"))).toHaveValue(
    contact.expected.message as string,
  );
  const mail = new URL(
    (await alert.getByRole("link", { name: "Send by email instead" }).getAttribute("href")) ?? "",
  );
  expect(mail.protocol).toBe("mailto:");
  expect(mail.searchParams.get("body")).toContain(contact.expected.message);

  receiver.answer({ status: 200 });
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(element.getByRole("status")).toContainText(contact.success);
  expect(receiver.received).toHaveLength(2);
});

test("an endpoint that never answers: the client gives up after its timeout, says the message may have arrived, keeps the text; Retry posts the same idempotency key", async ({
  page,
}) => {
  receiver.answer("never");
  const element = await open(page, contact);
  await fillAsAPerson(page, contact);
  await send(page, contact);
  await expect(element).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
  const alert = element.getByRole("alert");
  await expect(alert).toContainText(`did not answer within ${FORMS_TIMEOUT_MS / 1000} seconds`, {
    timeout: FORMS_TIMEOUT_MS + 5000,
  });
  // It did arrive (the receiver has it): the visitor must not be told it was not sent.
  expect(receiver.received).toHaveLength(1);
  await expect(alert).toHaveAttribute("data-delivery", "uncertain");
  await expect(alert).not.toContainText("not sent");
  await expect(label(page, contactForm.label("message"))).toHaveValue(
    contact.expected.message as string,
  );
  expect(
    parseMailto(
      await alert.getByRole("link", { name: "Send by email instead" }).getAttribute("href"),
    ).body,
  ).toContain(contact.expected.message);

  receiver.answer({ status: 200 });
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(element.getByRole("status")).toContainText(contact.success);
  const [first, retried] = receiver.received;
  expect(first?.fields[IDEMPOTENCY_FIELD]).toMatch(/^[0-9a-f-]{36}$/);
  expect(retried?.fields[IDEMPOTENCY_FIELD]).toBe(first?.fields[IDEMPOTENCY_FIELD]);

  // A new message after the success is a new key.
  await fillAsAPerson(page, contact);
  await send(page, contact);
  await expect.poll(() => receiver.received.length).toBe(3);
  expect(receiver.received[2]?.fields[IDEMPOTENCY_FIELD]).not.toBe(
    first?.fields[IDEMPOTENCY_FIELD],
  );
});

test("a filled honeypot (autofill can fill it): nothing sent, no false success, the message offered by email to the form's mailbox", async ({
  page,
}) => {
  const element = await open(page, contact);
  await fillAsAPerson(page, contact);
  await element.locator(`input[name=${HONEYPOT_FIELD}]`).evaluate((input: HTMLInputElement) => {
    input.value = "Ada Example";
  });
  await send(page, contact);
  const alert = element.getByRole("alert");
  await expect(alert).toContainText("Your message was not sent");
  await expect(alert).toContainText("autofill");
  await expect(alert).toBeFocused();
  await expect(alert.getByRole("button", { name: "Retry" })).toHaveCount(0);
  const mail = parseMailto(
    await alert.getByRole("link", { name: "Send by email instead" }).getAttribute("href"),
  );
  expect(mail.to).toBe(site.mailboxes[loadForm(contact.id).mail.mailbox]);
  expect(mail.body).toContain(contact.expected.message);
  await expect(element.getByRole("status")).not.toContainText(contact.success);
  await expect(label(page, "Message")).toHaveValue(contact.expected.message as string);
  await page.waitForTimeout(500);
  expect(receiver.received).toEqual([]);
});

test("Send as the very first action, the fields filled at once a while after the page appeared (autofill, a paste): delivered, with _elapsed", async ({
  page,
}) => {
  await page.goto(contact.path);
  await page.waitForTimeout(MIN_FILL_MS);
  const started = Date.now();
  await contact.fill(page);
  await send(page, contact);
  const element = page.getByRole("form", { name: contact.name });
  await expect(element.getByRole("status")).toContainText(contact.success);
  await expect(page.getByText(/check your details/i)).toHaveCount(0);
  expect(receiver.received).toHaveLength(1);
  // Counted from the page's showing, not from the fields' filling a moment ago.
  const elapsed = Number(receiver.received[0]?.fields[ELAPSED_FIELD]);
  expect(elapsed).toBeGreaterThanOrEqual(MIN_FILL_MS / 1000);
  expect(elapsed).toBeGreaterThan((Date.now() - started) / 1000);
});

test("a draft survives a reload and is cleared once sent", async ({ page }) => {
  await open(page, contact);
  await label(page, contactForm.label("message")).fill("Half-written message about our SOC.");
  await page.reload();
  await expect(label(page, contactForm.label("message"))).toHaveValue(
    "Half-written message about our SOC.",
  );
  await contact.fill(page);
  await page.waitForTimeout(MIN_FILL_MS);
  await send(page, contact);
  await expect(page.getByRole("form", { name: contact.name }).getByRole("status")).toContainText(
    contact.success,
  );
  await page.reload();
  await expectFormHydrated(page.getByRole("form", { name: contact.name }));
  await expect(label(page, contactForm.label("message"))).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // After a native post the browser shows the receiver's answer and may ask it for a favicon too.
  const posts = () => receiver.received.filter((request) => request.method === "POST");

  test("the contact form posts natively to the endpoint, with its id and page", async ({
    page,
  }) => {
    await page.goto(contact.path);
    const element = page.getByRole("form", { name: contact.name });
    await expect(element).toHaveAttribute("action", RECEIVER_URL);
    await contact.fill(page);
    await send(page, contact);
    await expect.poll(() => posts().length).toBe(1);
    expect(posts()[0]?.fields).toMatchObject({
      _form: "contact",
      _gotcha: "",
      ...contact.expected,
    });
  });

  test("a post without JavaScript carries no _elapsed: the form service can tell the browser's checks did not run", async ({
    page,
  }) => {
    await page.goto(contact.path);
    await contact.fill(page);
    await send(page, contact);
    await expect.poll(() => posts().length).toBe(1);
    expect(posts()[0]?.fields).not.toHaveProperty(ELAPSED_FIELD);
  });

  test("an application posts natively too, naming the job", async ({ page }) => {
    const form = byId("apply");
    if (!form || !job) return test.skip(true, noJob);
    await page.goto(form.path);
    await form.fill(page);
    // The browser's own check wants a whole web address (our script would complete it).
    await label(page, formEntry("apply").label("profile_url")).fill("https://linkedin.com/in/ada");
    await send(page, form);
    await expect.poll(() => posts().length).toBe(1);
    expect(posts()[0]?.fields).toMatchObject({
      _form: "apply",
      job: job.title,
      name: "Ada Example",
      profile_url: "https://linkedin.com/in/ada",
    });
  });
});

test.describe("through nginx with the built configuration", () => {
  test.skip(!existsSync(NGINX_BIN) && !process.env.CI, `nginx is not installed at ${NGINX_BIN}`);

  test("the CSP allows the configured endpoint, and blocks any other origin", async ({ page }) => {
    const nginx = await startNginx(FORMS_BUILD_DIR, FORMS_NGINX_PORT);
    try {
      // The page's policy travels in its head; nginx adds what a meta tag cannot carry (frame-ancestors).
      const served = await fetchRaw(`${nginx.origin}${formPage("contact")}`);
      expect(String(served.headers["content-security-policy"])).toBe("frame-ancestors 'none'");
      const csp = metaPolicy(served.body.toString());
      const directive = (name: string) =>
        csp.split(/;\s*/).find((entry) => entry.startsWith(`${name} `));
      expect(directive("connect-src")).toBe(`connect-src 'self' http://127.0.0.1:${RECEIVER_PORT}`);
      expect(directive("form-action")).toBe(
        `form-action 'self' mailto: http://127.0.0.1:${RECEIVER_PORT}`,
      );

      await page.goto(`${nginx.origin}${formPage("contact")}`);
      const outcome = await page.evaluate(
        async ([allowed, other]) => {
          const violations: string[] = [];
          document.addEventListener("securitypolicyviolation", (event) =>
            violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
          );
          const status = async (url: string) =>
            fetch(url, {
              method: "POST",
              body: "x=1",
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
            }).then(
              (r) => r.status,
              () => "blocked",
            );
          const results = {
            allowed: await status(allowed as string),
            other: await status(`${other}/leads`),
          };
          await new Promise((resolve) => setTimeout(resolve, 200));
          return { ...results, violations };
        },
        [RECEIVER_URL, OTHER_ORIGIN],
      );
      expect(outcome.allowed).toBe(200);
      expect(outcome.other).toBe("blocked");
      expect(outcome.violations).toEqual([`connect-src ${OTHER_ORIGIN}/leads`]);
    } finally {
      await nginx.stop();
    }
  });
});

async function expectNoViolations(page: Page, state: string) {
  const violations = await axeViolations(page, "main form");
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}

/** The form's empty state, then its invalid state (the summary focused). */
async function emptyAndInvalid(page: Page, form: FormCase) {
  const element = await open(page, form);
  await expectNoViolations(page, `${form.path}: empty`);
  await send(page, form);
  await expect(element.getByRole("alert")).toBeFocused();
  await expectNoViolations(page, `${form.path}: invalid`);
  return element;
}

/**
 * axe on every form in its empty and invalid states, and on the one form component's pending,
 * failure and success states, on a light page (contact) and on the newsletter's dark band: the
 * other forms render those states with the same components, so repeating them would only add
 * minutes of waiting for timeouts.
 */
for (const { name: width, viewport } of viewports) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    test(`every form, empty and invalid, has no WCAG 2.2 AA violation (${width})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const form of forms) await emptyAndInvalid(page, form);
    });

    for (const form of [contact, newsletter]) {
      test(`${form.id}: pending, failure and success states have no WCAG 2.2 AA violation (${width})`, async ({
        page,
      }) => {
        const element = await emptyAndInvalid(page, form);
        receiver.answer("never");
        await fillAsAPerson(page, form);
        await send(page, form);
        await expect(element).toHaveAttribute("aria-busy", "true");
        await expectNoViolations(page, "pending");
        await expect(element.getByRole("alert")).toContainText("did not answer", {
          timeout: FORMS_TIMEOUT_MS + 5000,
        });
        await expectNoViolations(page, "failure");

        receiver.answer({ status: 200 });
        await element.getByRole("button", { name: "Retry" }).click();
        await expect(element.getByRole("status")).toContainText(form.success);
        await expectNoViolations(page, "success");
      });
    }
  });
}
