import { loadForm } from "~/forms/test-forms";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nativePost } from "~/forms/delivery";
import { draftKey } from "~/forms/draft";
import { HONEYPOT_FIELD, MIN_FILL_MS } from "~/forms/spam";
import type { FormsSettings } from "~/forms/settings-schema";
import { site } from "~/content/site";
import { FormView, type FormViewProps } from "./form-view";
import { loadSending } from "./use-form-sender";

const contactForm = loadForm("contact");
const scheduleDemoForm = loadForm("schedule-demo");

const endpoint: FormsSettings = {
  provider: "endpoint",
  url: "https://forms.example.com/leads",
  encoding: "form",
  acceptsFiles: false,
  urls: {},
};
const none: FormsSettings = { provider: "none" };
const key = draftKey("contact");

/** A draft started a minute ago: restored into the form, and old enough for the spam clock. */
function seedDraft(values: Record<string, string>) {
  sessionStorage.setItem(key, JSON.stringify({ values, startedAt: Date.now() - 60_000 }));
}
const filled = {
  name: "Ada Example",
  email: "ada@example.com",
  topic: "Incident response",
  message: "We would like to discuss a retainer.",
};

/** How the form posts without JavaScript, as the page's data works it out at build. */
const postFor = (settings: FormsSettings, form = contactForm) =>
  nativePost(settings, {
    form,
    subject: "Inquiry",
    page: {
      uri: "https://www.halcyrion.example/company/contact",
      path: "/company/contact",
      title: "Contact",
    },
  });

/** The form on a page shown just now, unless a test says when (`shownAt`). */
function renderForm(props: Partial<FormViewProps> = {}, View = FormView) {
  const openMail = vi.fn();
  const post = props.post === undefined ? postFor(props.settings ?? endpoint) : props.post;
  const view = render(
    <View
      form={contactForm}
      label="Contact form"
      idPrefix="contact"
      settings={endpoint}
      openMail={openMail}
      shownAt={Date.now()}
      {...props}
      post={post}
    />,
  );
  return { ...view, openMail, form: screen.getByRole("form", { name: "Contact form" }) };
}
const submit = () => screen.getByRole("button", { name: "Send message" });

/** A fetch whose answer the test gives when it likes. */
function pendingFetch() {
  let answer!: (response: Response) => void;
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    answer: (status: number, body = "{}") => act(() => answer(new Response(body, { status }))),
  };
}

// A visitor's first keystroke loads the sending code (use-form-sender.ts); here it is loaded up
// front, so that a send reaches fetch at once, as it does once the visitor has typed.
beforeAll(() => loadSending());
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Fills every field at once, as browser autofill or a paste does. */
function fillAtOnce(form: HTMLElement) {
  for (const [name, value] of Object.entries(filled))
    fireEvent.change(form.querySelector(`[name=${name}]`) as Element, { target: { value } });
}

/** The `_elapsed` of the n-th request the form made. */
function elapsedSent(fetch: { mock: { calls: unknown[][] } }, n = 0) {
  const [, init] = fetch.mock.calls[n] as [string, RequestInit];
  return Number(new URLSearchParams(String(init.body)).get("_elapsed"));
}

/** The idempotency key of the n-th request the form made. */
function keySent(fetch: { mock: { calls: unknown[][] } }, n = 0) {
  const [, init] = fetch.mock.calls[n] as [string, RequestInit];
  return new URLSearchParams(String(init.body)).get("_idempotency_key");
}

describe("FormView", () => {
  it("renders labels, hints, (optional), the consent link, and no honeypot when forms compose mail", () => {
    render(<FormView form={scheduleDemoForm} settings={none} post={null} />);
    expect(screen.getByLabelText("Preferred time (optional)")).toHaveAccessibleDescription(
      "In your own time zone; we will confirm or suggest another.",
    );
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/legal/privacy",
    );
    expect(document.querySelector(`[name=${HONEYPOT_FIELD}]`)).toBeNull();
  });

  it("an invalid send focuses the summary, which links to each field; fields name their messages", async () => {
    const user = userEvent.setup();
    renderForm({ settings: none });
    await user.click(submit());
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole("listitem")).toHaveLength(4);
    const email = screen.getByLabelText("Work email");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Error: Enter your work email.");
    await user.click(within(summary).getByRole("link", { name: /^Topic:/ }));
    expect(screen.getByLabelText("Topic")).toHaveFocus();
  });

  it("without a provider composes the mail, as the site always has", async () => {
    seedDraft(filled);
    const { openMail } = renderForm({ settings: none });
    fireEvent.submit(screen.getByRole("form"));
    // The launch contact form's subject ({site} named), to the company's own mailbox and name.
    const mail = `mailto:${site.mailboxes.contact}?subject=${encodeURIComponent(`Inquiry about ${site.name} security services: Incident response`)}&body=Name%3A%20Ada`;
    expect(openMail).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${mail.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Your mail program should now open");
  });

  it("restores a draft after a reload, and keeps text typed before that", async () => {
    seedDraft({ name: "Ada Example", message: "From the draft." });
    renderForm();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Ada Example"));
    expect(screen.getByLabelText("Message")).toHaveValue("From the draft.");
  });

  it("saves a draft as the visitor types", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    expect(JSON.parse(sessionStorage.getItem(key) ?? "{}").values).toEqual({ name: "Ada" });
  });

  it("pending: submit disabled, form busy, announced; then success announced, form emptied, draft cleared", async () => {
    const { fetch, answer } = pendingFetch();
    seedDraft(filled);
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    expect(form).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://forms.example.com/leads");
    expect(new URLSearchParams(String(init.body)).get("email")).toBe("ada@example.com");

    await answer(200);
    expect(screen.getByRole("status")).toHaveTextContent("Message sent");
    expect(screen.getByText(contactForm.successMessage).parentElement).toHaveFocus();
    expect(form).not.toHaveAttribute("aria-busy");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it("failure: says what happened, keeps the text, offers Retry and the whole text by email", async () => {
    const { fetch, answer } = pendingFetch();
    seedDraft(filled);
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    await answer(500);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent(
      "The form service is not working right now (error 500). Your text is still in the form.",
    );
    expect(screen.getByLabelText("Message")).toHaveValue(filled.message);
    expect(sessionStorage.getItem(key)).not.toBeNull();
    const mail = new URL(
      within(alert).getByRole("link", { name: "Send by email instead" }).getAttribute("href") ?? "",
    );
    expect(mail.searchParams.get("body")).toContain(filled.message);

    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(fetch).toHaveBeenCalledTimes(2);
    await answer(200);
    expect(screen.getByRole("status")).toHaveTextContent("Message sent");
  });

  it("no answer in time: told it may have arrived (never 'not sent'), Retry and the mail offered, the draft kept", async () => {
    // A service that never answers: the form's own timeout aborts the request.
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          ),
        ),
    );
    vi.stubGlobal("fetch", fetch);
    seedDraft(filled);
    const { form } = renderForm({ timeoutMs: 20 });
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveAttribute("data-delivery", "uncertain");
    expect(alert).not.toHaveTextContent(/not sent|could not be sent/i);
    expect(
      new URL(
        within(alert).getByRole("link", { name: "Send by email instead" }).getAttribute("href") ??
          "",
      ).searchParams.get("body"),
    ).toContain(filled.message);
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
    expect(screen.getByLabelText("Message")).toHaveValue(filled.message);
    expect(JSON.parse(sessionStorage.getItem(key) ?? "{}").values).toMatchObject({
      message: filled.message,
    });
  });

  it("every post of one draft carries the same idempotency key, after a reload too; a new draft after success gets a new one", async () => {
    const { fetch, answer } = pendingFetch();
    seedDraft(filled);
    const first = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(first.form);
    await answer(503);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Retry" }));
    await answer(503);
    // The page reloaded: the draft, and its key, come back.
    first.unmount();
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await answer(200);
    const sent = [0, 1, 2].map((n) => keySent(fetch, n));
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent).size).toBe(1);

    fillAtOnce(form);
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
    await answer(200);
    expect(keySent(fetch, 3)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keySent(fetch, 3)).not.toBe(sent[0]);
  });

  it("a mail too long for a link comes with the whole text to copy", async () => {
    const { answer } = pendingFetch();
    seedDraft({ ...filled, message: "word ".repeat(900).trim() });
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).not.toHaveValue(""));
    fireEvent.submit(form);
    await answer(503);
    const copy = screen.getByLabelText<HTMLTextAreaElement>(
      "Your whole message, to copy into the mail",
    );
    expect(copy.value).toContain("word ".repeat(900).trim());
  });

  it("the provider's field errors appear beside the fields and in the summary", async () => {
    const { answer } = pendingFetch();
    seedDraft(filled);
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    await answer(422, JSON.stringify({ errors: { email: "This address bounces." } }));
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(screen.getByLabelText("Work email")).toHaveAttribute("aria-invalid", "true");
  });

  it("the honeypot is hidden from people and their password managers", () => {
    const { form } = renderForm();
    const trap = form.querySelector<HTMLInputElement>(`input[name=${HONEYPOT_FIELD}]`);
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap).toHaveAttribute("data-1p-ignore");
    expect(trap).toHaveAttribute("data-lpignore", "true");
    expect(trap?.closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("a filled honeypot (autofill can do that) sends nothing, says so truly, and offers the message by email", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    seedDraft(filled);
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    const trap = form.querySelector(`input[name=${HONEYPOT_FIELD}]`) as HTMLInputElement;
    fireEvent.change(trap, { target: { value: "Ada Example" } });
    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent("Your message was not sent");
    expect(alert).toHaveTextContent(/autofill or a password manager/);
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
    const mail = new URL(
      within(alert).getByRole("link", { name: "Send by email instead" }).getAttribute("href") ?? "",
    );
    expect(mail.pathname).toBe("contact@halcyrion.example");
    expect(mail.searchParams.get("body")).toContain(filled.message);
    expect(screen.getByRole("status")).not.toHaveTextContent(contactForm.successTitle);
    expect(screen.getByLabelText("Message")).toHaveValue(filled.message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the clock starts when the page was shown, not when the form's code ran: Send as the first action delivers, with _elapsed", async () => {
    const { fetch, answer } = pendingFetch();
    const { form } = renderForm({ shownAt: Date.now() - 60_000 });
    fillAtOnce(form);
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(elapsedSent(fetch)).toBeGreaterThanOrEqual(60);
    await answer(200);
    expect(screen.getByRole("status")).toHaveTextContent(contactForm.successTitle);
  });

  it("a restored draft's start counts: sent at once after a reload, it delivers, with the draft's _elapsed", async () => {
    const { fetch, answer } = pendingFetch();
    seedDraft(filled);
    const { form } = renderForm();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveValue(filled.message));
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(elapsedSent(fetch)).toBeGreaterThanOrEqual(60);
    await answer(200);
  });

  it("a send within seconds of the page appearing is held with the true reason and the mail; pressing again later sends", async () => {
    const { fetch, answer } = pendingFetch();
    vi.useFakeTimers({ now: Date.now(), toFake: ["Date"] });
    const user = userEvent.setup();
    const { form } = renderForm();
    await user.type(screen.getByLabelText("Name"), "Ada");
    fillAtOnce(form);
    fireEvent.submit(form);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your message was not sent");
    expect(alert).toHaveTextContent(`Press “${contactForm.submitLabel}” again`);
    expect(alert).not.toHaveTextContent(/check your details/i);
    expect(
      new URL(
        within(alert).getByRole("link", { name: "Send by email instead" }).getAttribute("href") ??
          "",
      ).searchParams.get("body"),
    ).toContain(filled.message);
    expect(fetch).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + MIN_FILL_MS);
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await answer(200);
    expect(screen.getByRole("status")).toHaveTextContent(contactForm.successTitle);
  });

  it("without JavaScript posts to a provider that takes a plain form, with the form's id", () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute("action", "https://forms.example.com/leads");
    expect(form).toHaveAttribute("enctype", "application/x-www-form-urlencoded");
    expect(form.querySelector("input[type=hidden][name=_form]")).toHaveValue("contact");
  });
  it("counts from the document's navigation, not from when its island woke", async () => {
    const { fetch, answer } = pendingFetch();
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(Date.now() - 30_000);
    const { form } = renderForm({ shownAt: undefined });
    fillAtOnce(form);
    fireEvent.submit(form);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(elapsedSent(fetch)).toBeGreaterThanOrEqual(30);
    await answer(200);
  });
});

describe("a checkbox field", () => {
  it("renders the box before its statement, labelled by it, sending yes when ticked", () => {
    const definition: Parameters<typeof FormView>[0]["form"] = {
      id: "nda-check",
      title: "Request",
      submitLabel: "Send",
      successTitle: "Sent",
      successMessage: "Thanks.",
      consent: "We use these details only to answer you.",
      fields: [{ name: "nda", label: "I accept the NDA.", type: "checkbox", required: true }],
      mail: { mailbox: "security", subject: "Request" },
    };
    render(<FormView form={definition} post={null} />);
    const box = screen.getByRole("checkbox", { name: "I accept the NDA." });
    expect(box).toHaveAttribute("value", "yes");
    expect(box).toBeRequired();
  });
});
