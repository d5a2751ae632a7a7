import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { ContactForm } from "./contact-form";
import { CopyEmailButton } from "./copy-email-button";

const notify = vi.hoisted(() => vi.fn());
vi.mock("~/lib/notify", () => ({ notify }));

const EMAIL = "contact@halcyrion.example";

function renderForm() {
  renderWithRouter(<ContactForm email={EMAIL} subject="Inquiry about services" topics={["Incident response", "Partnerships"]} />);
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, email = "ada@example.com") {
  await user.type(screen.getByLabelText("Name"), "Ada Example");
  await user.type(screen.getByLabelText(/Company/), "Example Corp");
  await user.type(screen.getByLabelText("Work email"), email);
  await user.selectOptions(screen.getByLabelText("Topic"), "Incident response");
  await user.type(screen.getByLabelText("Message"), "Please call us about a retainer.");
}

describe("contact form", () => {
  it("posts to the mailbox as plain HTML and validates in JavaScript instead of the browser", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(form.getAttribute("action")).toMatch(new RegExp(`^mailto:${EMAIL}\\?subject=`));
    expect(form).toHaveAttribute("enctype", "text/plain");
    expect(form).toHaveAttribute("novalidate");
  });

  it("shows an inline error on every empty required field, a summary, and focuses the first", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const name = screen.getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Error: Enter your name.");
    expect(screen.getByLabelText("Work email")).toHaveAccessibleDescription("Error: Enter your email address.");
    expect(screen.getByLabelText("Topic")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Company/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("alert")).toHaveTextContent("There are problems with 4 fields");
    expect(name).toHaveFocus();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("rejects an invalid address, composes nothing, and clears the error once fixed", async () => {
    const user = renderForm();
    await fillValid(user, "ada@example");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const email = screen.getByLabelText("Work email");
    expect(email).toHaveAccessibleDescription("Error: Enter an email address like name@company.com.");
    expect(email).toHaveFocus();
    expect(screen.queryByRole("status")).toBeNull();
    await user.type(email, ".com");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("composes the mail with subject and fields once everything is valid", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const again = screen.getByRole("link", { name: "Open the message again" });
    const url = new URL(again.getAttribute("href") ?? "");
    expect(url.pathname).toBe(EMAIL);
    expect(url.searchParams.get("subject")).toBe("Inquiry about services: Incident response");
    expect(url.searchParams.get("body")).toContain("Name: Ada Example\r\nCompany: Example Corp\r\nEmail: ada@example.com");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("copy email button", () => {
  beforeEach(() => notify.mockClear());

  it("copies the address and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderWithRouter(<CopyEmailButton email={EMAIL} />);
    await user.click(screen.getByRole("button", { name: "Copy email address" }));
    expect(writeText).toHaveBeenCalledWith(EMAIL);
    await waitFor(() => expect(notify).toHaveBeenCalledWith("Email address copied", "success"));
  });

  it("tells the visitor to copy it by hand when the clipboard refuses", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    renderWithRouter(<CopyEmailButton email={EMAIL} />);
    await user.click(screen.getByRole("button", { name: "Copy email address" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("Couldn't copy the address", "error", `Please copy ${EMAIL} manually.`));
  });
});
