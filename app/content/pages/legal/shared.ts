import { site } from "~/content/site";
import type { LegalBlock } from "~/content/types";

/** Both policies carry the same date (spec section 9). */
export const policyDate = { iso: "2025-06-01", label: "June 1, 2025" };

/** The offices' postal addresses and the privacy mailbox, from the site configuration. */
export const privacyContact: LegalBlock = {
  kind: "contact",
  offices: site.offices.map((office) => ({
    label: `${site.legalName}, ${office.label} office`,
    lines: [...office.street, `${office.locality}, ${office.region} ${office.postalCode}`, office.country],
  })),
  email: site.mailboxes.privacy,
};
