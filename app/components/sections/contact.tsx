import type { SectionOf } from "~/content/types";
import { FormView } from "~/components/forms/form-view";
import { type FormLists, sectionForm } from "~/components/forms/section-form";
import { site } from "~/content/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/notify";
import { mailto } from "~/forms/mailto";
import { OfficeAddress } from "./office-address";
import { SectionShell, plainCard } from "./section-shell";
import { withErrorBoundary } from "~/components/ui/error-screen";

export const Contact = withErrorBoundary(ContactView);

function ContactView({ section, ...lists }: { section: SectionOf<"contact"> } & FormLists) {
  const email = site.mailboxes.contact;
  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(email);
      void notify("Email address copied", "success");
    } catch {
      void notify("Couldn't copy the address", "error", `Please copy ${email} manually.`);
    }
  }
  return (
    <SectionShell section={section}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <div className={`${plainCard} p-6 sm:p-8`}>
          <FormView {...sectionForm(section, lists)} label="Contact form" idPrefix="contact" />
        </div>
        <aside aria-label="Email and offices" className="space-y-6">
          <div className="rounded-card border border-line bg-subtle p-6">
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              <Icon name="mail" className="size-5 text-brand-600" /> Email us
            </h3>
            <p className="mt-2 break-all">
              <a
                href={mailto(email, { subject: section.subject })}
                className="text-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {email}
              </a>
            </p>
            <div className="mt-4">
              <button
                type="button"
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                onClick={copyEmail}
                aria-label="Copy email address"
                data-needs-script
              >
                <Icon name="copy" /> Copy email
              </button>
            </div>
          </div>
          <div className={`${plainCard} p-6`}>
            <h3 className="font-semibold text-ink">Our offices</h3>
            <ul className="mt-5 space-y-6">
              {site.offices.map((office) => (
                <li key={office.id}>
                  <OfficeAddress office={office} heading="h4" />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </SectionShell>
  );
}
