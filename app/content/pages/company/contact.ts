import type { Page } from "~/content/types";

export const page = {
  path: "/company/contact",
  meta: {
    title: "Contact Us",
    description: "Contact our security team: offices in the USA and India, email, and a form to ask about our platform and services."
  },
  hero: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro: "Talk to a security specialist about our platform or services. We answer every enquiry within one business day."
  },
  sections: []
} satisfies Page;
