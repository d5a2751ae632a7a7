/**
 * What every provider adapter works with. An adapter is pure: from the settings and one
 * submission to the HTTP request that delivers it; the plain-HTML form that delivers the same
 * without JavaScript, where the provider accepts a native POST (null: the form composes mail);
 * and the field errors in a rejected submission's answer, where the provider gives them.
 */
import type { FormDefinition } from "../schema";
import type { FieldErrors, FormFiles, FormValues } from "../validate";

export interface PageContext {
  /** The page's full URL, and its path ("/company/careers/soc-analyst"). */
  uri: string;
  path: string;
  /** The page's title, for providers that record it (HubSpot's pageName). */
  title: string;
}

/** What is known of a form before anything is typed: enough for its no-JavaScript markup. */
export interface FormTarget {
  form: FormDefinition;
  /** The page-filled parameter (job, event), sent under the definition's parameter name. */
  parameter?: string;
  /** The rendered mail subject: providers that mail the company use it as theirs. */
  subject: string;
  page: PageContext;
}

export interface Submission extends FormTarget {
  values: FormValues;
  files: FormFiles;
  /** The visitor's UTC offset for date-and-time fields; the browser's when left out (datetime.ts). */
  offsetMinutes?: number;
  /**
   * Whole seconds from the visitor starting (the page shown, or their draft begun) to this send
   * (spam.ts): sent as `_elapsed`, for the form service's own spam rules. Left out where unknown.
   */
  elapsedSeconds?: number;
  /** The draft's idempotency key (idempotency.ts): the same for every post of the same draft. */
  idempotencyKey?: string;
}

export interface HttpRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  /** A string for JSON and form-encoded bodies; FormData (multipart) when files go along. */
  body: string | FormData;
}

export type NativeEnctype = "application/x-www-form-urlencoded" | "multipart/form-data";

/** The form element's delivery without JavaScript. */
export interface NativePost {
  action: string;
  method: "post";
  enctype: NativeEnctype;
  /** Hidden inputs the provider needs besides the visible fields (and the honeypot). */
  hidden: { name: string; value: string }[];
  /** Extra attributes of the <form> element (Netlify's detection). */
  attributes: Record<string, string>;
}

export interface Adapter<S> {
  request(settings: S, submission: Submission, acceptsFiles: boolean): HttpRequest;
  native(settings: S, target: FormTarget, acceptsFiles: boolean): NativePost | null;
  /** Field messages from a 4xx answer's body, by our field names, where the provider gives them. */
  fieldErrors(body: unknown, form: FormDefinition, settings: S): FieldErrors;
}
