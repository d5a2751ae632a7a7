/** A provider adapter is pure: settings and a submission in, the request (or no-JavaScript post) out. */
import type { FormDefinition } from "../schema";
import type { FieldErrors, FormFiles, FormValues } from "../validate";

export interface PageContext {
  /** The page's full URL. */
  uri: string;
  path: string;
  title: string;
}

/** What is known of a form before anything is typed: enough for its no-JavaScript markup. */
export interface FormTarget {
  form: FormDefinition;
  /** The page-filled parameter (job, event), sent under the definition's parameter name. */
  parameter?: string;
  /** Providers that mail the company use it as theirs. */
  subject: string;
  page: PageContext;
}

export interface Submission extends FormTarget {
  values: FormValues;
  files: FormFiles;
  /** The browser's when left out (datetime.ts). */
  offsetMinutes?: number;
  /** Sent as `_elapsed` (spam.ts); left out where unknown. */
  elapsedSeconds?: number;
  /** The same for every post of the same draft. */
  idempotencyKey?: string;
}

export interface HttpRequest {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string | FormData;
}

export interface NativePost {
  action: string;
  method: "post";
  enctype: "application/x-www-form-urlencoded" | "multipart/form-data";
  hidden: { name: string; value: string }[];
  /** Netlify's detection. */
  attributes: Record<string, string>;
}

export interface Adapter<S> {
  request(settings: S, submission: Submission, acceptsFiles: boolean): HttpRequest;
  native(settings: S, target: FormTarget, acceptsFiles: boolean): NativePost | null;
  /** From a 4xx answer's body, by our field names. */
  fieldErrors(body: unknown, form: FormDefinition, settings: S): FieldErrors;
}
