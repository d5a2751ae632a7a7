/** A module of its own: a page checks for a draft to restore before it loads the form's code. */
const PREFIX = "halcyrion:form-draft:";

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function draftKey(formId: string, parameter?: string): string {
  return `${PREFIX}${formId}${parameter ? `:${parameter}` : ""}`;
}

/** Undefined where reading it throws (blocked site data). */
export function sessionStore(): DraftStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Read without the form's definition, to decide whether to restore. */
export function hasDraft(key: string, store = sessionStore()): boolean {
  try {
    return store?.getItem(key) != null;
  } catch {
    return false;
  }
}
