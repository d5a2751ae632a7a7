import type { Action } from "~/content/types";
import { site } from "~/content/site";
import { mailto } from "./mailto";

/** The href an action resolves to: a route, or a mail compose link to the named mailbox. */
export function actionHref(action: Action): string {
  if (action.kind === "link") return action.to;
  return mailto(site.mailboxes[action.mailbox], {
    subject: action.subject ?? site.inquirySubject,
    body: action.body,
  });
}

/** The spec's "Contact Us": the company's preset inquiry subject, to the contact mailbox. */
export const contactUsAction = {
  kind: "mail",
  label: "Contact Us",
  mailbox: "contact",
} as const satisfies Action;

export const contactUsHref = actionHref(contactUsAction);
