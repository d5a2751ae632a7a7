/**
 * The site's forms as shipped, by id: the defaults the content settings start from. A page
 * imports the one definition it renders (definitions/<id>.ts); this list is for the build and
 * the tests that check every form against the schema.
 */
import { applyForm } from "./definitions/apply";
import { contactForm } from "./definitions/contact";
import { contactSalesForm } from "./definitions/contact-sales";
import { newsletterForm } from "./definitions/newsletter";
import { registerForm } from "./definitions/register";
import { scheduleDemoForm } from "./definitions/schedule-demo";
import { submitResumeForm } from "./definitions/submit-resume";
import type { FormDefinition } from "./schema";

export const defaultForms: readonly FormDefinition[] = [
  contactForm,
  scheduleDemoForm,
  contactSalesForm,
  newsletterForm,
  applyForm,
  submitResumeForm,
  registerForm,
];
