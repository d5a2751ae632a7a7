/** Contact Sales: pricing and licensing questions, with the size of what is to be protected. */
import type { FormDefinition } from "../schema";
import { companyField, consentLine, nameField, roleField, workEmailField } from "./shared";

export const contactSalesForm = {
  id: "contact-sales",
  title: "Contact sales",
  intro: "Ask about pricing, licensing or a proof of concept; a sales engineer answers within one business day.",
  submitLabel: "Contact sales",
  successTitle: "Message sent",
  successMessage: "Thank you. A sales engineer will answer within one business day.",
  consent: consentLine,
  fields: [
    nameField,
    workEmailField,
    companyField,
    { ...roleField, required: false },
    { name: "phone", label: "Phone", type: "tel", autocomplete: "tel", width: "half", hint: "With the country code, if you would like a call." },
    {
      name: "company_size",
      label: "Company size",
      type: "select",
      width: "half",
      prompt: "Choose a size",
      options: ["1-250 employees", "251-1,000 employees", "1,001-5,000 employees", "More than 5,000 employees"],
    },
    { name: "message", label: "How can we help?", type: "textarea", required: true, minLength: 10, maxLength: 5000, mailLabel: "Message" },
  ],
  mail: { mailbox: "contact", subject: "Sales inquiry: {site} security platform ({company})" },
} satisfies FormDefinition;
