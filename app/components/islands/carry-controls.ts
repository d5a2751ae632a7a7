/**
 * What a visitor has done to a prerendered island (typed, ticked, chosen files, the field or link
 * they are on and where their caret is), read before a live copy replaces it and put back on the
 * copy (islands.tsx). Controls are matched by name (and value, for radio buttons and checkboxes);
 * anything else that holds focus (a link in a list) by its place among the focusable elements.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ControlState {
  key: string;
  value: string;
  checked: boolean;
  files: FileList | null;
}

export interface Carried {
  controls: ControlState[];
  focus: { key: string; start: number | null; end: number | null } | null;
}

const isControl = (node: Element | null): node is Control =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio");

const keyOf = (control: Control) => (checkable(control) ? `${control.name}=${control.value}` : control.name);

const within = (roots: readonly Node[], selector: string) =>
  roots.flatMap((root) => (root instanceof Element ? [root, ...Array.from(root.querySelectorAll(selector))] : [])).filter((element) => element.matches(selector));

function controlsIn(roots: readonly Node[]): Control[] {
  return within(roots, "input, textarea, select")
    .filter(isControl)
    .filter((control) => control.name && control.type !== "hidden");
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";
/** A focused element that is not a named control, by its place among the focusable ones ("@3"). */
const placeOf = (roots: readonly Node[], element: Element) => `@${within(roots, FOCUSABLE).indexOf(element)}`;
const atPlace = (roots: readonly Node[], key: string) => (key.startsWith("@") ? within(roots, FOCUSABLE)[Number(key.slice(1))] : undefined);

/** Reads every named control in `roots`, and the focused one with its selection. */
export function carryFrom(roots: readonly Node[]): Carried {
  const controls = controlsIn(roots).map((control) => ({
    key: keyOf(control),
    value: control.value,
    checked: checkable(control) && control.checked,
    files: control instanceof HTMLInputElement && control.type === "file" ? control.files : null,
  }));
  const active = document.activeElement;
  const inside = active !== null && roots.some((root) => root.contains(active));
  const focused = inside && isControl(active) && active.name ? active : null;
  const selection = (control: Control) => {
    try {
      return control instanceof HTMLSelectElement ? null : { start: control.selectionStart, end: control.selectionEnd };
    } catch {
      return null; // inputs without a text selection (checkbox, email in some engines) throw
    }
  };
  const range = focused ? selection(focused) : null;
  if (focused) return { controls, focus: { key: keyOf(focused), start: range?.start ?? null, end: range?.end ?? null } };
  return { controls, focus: inside && active ? { key: placeOf(roots, active), start: null, end: null } : null };
}

/**
 * Puts what the visitor did back on the controls in `roots` that match, only where they differ
 * from the controls' own starting state (so a draft restored into empty fields is not undone),
 * and moves focus back into the field the visitor was in, caret where it was.
 */
export function carryTo(roots: readonly Node[], carried: Carried): void {
  const byKey = new Map(controlsIn(roots).map((control) => [keyOf(control), control]));
  for (const state of carried.controls) {
    const control = byKey.get(state.key);
    if (!control) continue;
    if (checkable(control)) control.checked = state.checked;
    else if (state.files?.length && control instanceof HTMLInputElement) control.files = state.files;
    else if (state.value && !state.files) control.value = state.value;
  }
  if (!carried.focus) return;
  const target = byKey.get(carried.focus.key) ?? atPlace(roots, carried.focus.key);
  if (!(target instanceof HTMLElement)) return;
  target.focus({ preventScroll: true });
  const { start, end } = carried.focus;
  if (start !== null && end !== null && isControl(target) && !(target instanceof HTMLSelectElement)) {
    try {
      target.setSelectionRange(start, end);
    } catch {
      // not a text control
    }
  }
}
