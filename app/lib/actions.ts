import type { Action } from "~/content/types";
import { site } from "~/content/site";
import { formsDeliverOnline } from "~/forms/build-settings";
import { mailto } from "../forms/mailto";

/**
 * A mail action that names a form leads to the form's page when a form service is configured;
 * with none, every form composes the same mail, so the button composes it directly. */
export function actionHref(action: Action, online = formsDeliverOnline): string {
  if (action.kind === "link") return action.to;
  const formPage = action.form && online ? site.formPages[action.form] : undefined;
  if (formPage) return formPage;
  return mailto(site.mailboxes[action.mailbox], {
    subject: action.subject ?? site.inquirySubject,
    body: action.body,
  });
}

/** The same choice as a content action's `form:`, for buttons built from an entry (Apply Now, Register Now). */
export function formPageOrMail(
  formPath: string,
  mail: Action,
  online = formsDeliverOnline,
): string {
  return online ? formPath : actionHref(mail, online);
}
