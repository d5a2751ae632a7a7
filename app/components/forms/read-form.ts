/** What a form element holds, as the forms layer reads it: text by field, files, and the honeypot. */
import type { FormDefinition } from "~/forms/schema";
import { HONEYPOT_FIELD } from "~/forms/spam";
import { type FormFiles, type FormValues, visibleFields } from "~/forms/validate";

export interface FormContents {
  values: FormValues;
  files: FormFiles;
  honeypot: string;
}

export function readForm(element: HTMLFormElement, form: FormDefinition, acceptsFiles: boolean): FormContents {
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
export function fillEmptyFields(element: HTMLFormElement, values: FormValues): void {
  for (const [name, value] of Object.entries(values)) {
    const control = element.elements.namedItem(name);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) && !control.value)
      control.value = value;
  }
}
