// A form's draft, idempotency key, checks and delivery once its script runs.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { site } from "~/content/site";
import { documentStart } from "~/browser/page-shown";
import { acceptsFiles as providerAcceptsFiles } from "~/forms/capabilities";
import { clearDraft, draftKey, loadDraft, saveDraft } from "~/forms/draft";
import { newIdempotencyKey } from "~/forms/idempotency";
import { composeMail } from "~/forms/mail";
import type { FormDefinition } from "~/forms/schema";
import {
  HONEYPOT_FIELD,
  type SpamVerdict,
  elapsedSeconds,
  fillStartedAt,
  spamVerdict,
} from "~/forms/spam";
import {
  type FieldErrors,
  type FormFiles,
  type FormValues,
  validateForm,
  visibleFields,
} from "~/forms/validate";
import type { Phase } from "./form-outcome";
import type { FormsSettings } from "~/forms/settings-schema";
// Types only (erased): the module itself is imported lazily below.
import type * as SendingModule from "./sending";

/** Delivery loads when the visitor first types, so the page's first load carries only the form. */
type Sending = typeof SendingModule;
let sending: Promise<Sending> | undefined;
let loaded: Sending | undefined;
export const loadSending = () =>
  (sending ??= import("./sending").then((module) => (loaded = module)));

interface SenderOptions {
  form: FormDefinition;
  parameter?: string;
  settings: FormsSettings;
  timeoutMs: number;
  openMail?: (href: string) => void;
  shownAt?: number;
}

export function useFormSender({
  form,
  parameter,
  settings,
  timeoutMs,
  openMail = (href) => window.location.assign(href),
  shownAt,
}: SenderOptions) {
  const ref = useRef<HTMLFormElement>(null);
  const draftStartedAt = useRef<number | undefined>(undefined);
  /** Kept here too, for when storage is forbidden. */
  const sendKey = useRef<string | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ kind: "editing" });
  const [firstShown] = useState(() => shownAt ?? documentStart());
  const key = draftKey(form.id, parameter);
  const files = providerAcceptsFiles(settings);
  const mailContext = { to: site.mailboxes[form.mail.mailbox], siteName: site.name, parameter };

  useEffect(() => {
    const draft = loadDraft(form, key);
    draftStartedAt.current = draft?.startedAt;
    sendKey.current = draft?.idempotencyKey;
    if (draft && ref.current) fillEmptyFields(ref.current, draft.values);
  }, [form, key]);

  // Read when needed, not when this mounts: the island may hydrate just before Send.
  const startedAt = () => fillStartedAt(firstShown, draftStartedAt.current);

  const contents = (): FormContents => readForm(ref.current as HTMLFormElement, form, files);

  function onInput() {
    if (!ref.current) return;
    if (settings.provider !== "none") void loadSending();
    const { values } = readForm(ref.current, form, files);
    // Every field emptied: what is typed next is a new message.
    if (!saveDraft(form, key, { values, startedAt: startedAt(), idempotencyKey: sendKey.current }))
      sendKey.current = undefined;
    if (attempt > 0) setErrors(validateForm(form, values, { acceptsFiles: files }));
  }

  async function send({ values, files: chosen }: FormContents) {
    const mail = composeMail(form, values, mailContext);
    if (settings.provider === "none") {
      setPhase({ kind: "mailed", mail });
      openMail(mail.href);
      return;
    }
    setPhase({ kind: "pending" });
    // Made on the draft's first send and stored with it: a Retry, even after a reload, repeats it.
    const idempotencyKey = (sendKey.current ??= newIdempotencyKey());
    saveDraft(form, key, { values, startedAt: startedAt(), idempotencyKey });
    const { deliver, failureMessage } = loaded ?? (await loadSending());
    const { pathname } = window.location;
    const outcome = await deliver(
      settings,
      {
        form,
        parameter,
        subject: mail.subject,
        page: { uri: `${site.origin}${pathname}`, path: pathname, title: document.title },
        values,
        files: chosen,
        elapsedSeconds: elapsedSeconds(startedAt(), Date.now()),
        idempotencyKey,
      },
      { timeoutMs },
    );
    if (outcome.kind === "sent") {
      clearDraft(key);
      sendKey.current = undefined;
      ref.current?.reset();
      setPhase({ kind: "sent" });
    } else if (outcome.kind === "invalid") {
      setErrors(outcome.fieldErrors);
      setAttempt((count) => count + 1);
      setPhase({ kind: "editing" });
    } else {
      setPhase({ kind: "failed", ...failureMessage(outcome, timeoutMs), mail });
    }
  }

  async function hold(verdict: NonNullable<SpamVerdict>, { values }: FormContents) {
    const { spamMessage } = loaded ?? (await loadSending());
    setPhase({
      kind: "failed",
      ...spamMessage(verdict, form.submitLabel),
      mail: composeMail(form, values, mailContext),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase.kind === "pending") return;
    const read = contents();
    const found = validateForm(form, read.values, { files: read.files, acceptsFiles: files });
    setErrors(found);
    setAttempt((count) => count + 1);
    if (Object.keys(found).length) return setPhase({ kind: "editing" });
    const verdict =
      settings.provider !== "none" &&
      spamVerdict({ honeypot: read.honeypot, startedAt: startedAt(), now: Date.now() });
    if (verdict) return void hold(verdict, read);
    void send(read);
  }

  const retry = () => void send(contents());

  return { ref, errors, attempt, phase, onSubmit, onInput, retry, files, mailContext };
}

interface FormContents {
  values: FormValues;
  files: FormFiles;
  honeypot: string;
}

function readForm(
  element: HTMLFormElement,
  form: FormDefinition,
  acceptsFiles: boolean,
): FormContents {
  const data = new FormData(element);
  const values: FormValues = {};
  const files: FormFiles = {};
  for (const field of visibleFields(form, acceptsFiles)) {
    const value = data.get(field.name);
    if (value instanceof File) files[field.name] = value;
    else values[field.name] = value ?? "";
  }
  return { values, files, honeypot: String(data.get(HONEYPOT_FIELD) ?? "") };
}

/** Puts a restored draft into the fields that are still empty (text typed before hydration wins). */
function fillEmptyFields(element: HTMLFormElement, values: FormValues): void {
  for (const [name, value] of Object.entries(values)) {
    const control = element.elements.namedItem(name);
    if (control && "value" in control && !control.value) control.value = value;
  }
}
