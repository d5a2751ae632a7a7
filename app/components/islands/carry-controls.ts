/**
 * What a visitor has done to a prerendered form (typed, ticked, chosen files, the field they are
 * in and where their caret is), read before a live copy replaces it and put back on the copy
 * (islands.tsx). Controls are matched by name (and value, for radio buttons and checkboxes).
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

function controlsIn(roots: readonly Node[]): Control[] {
  return roots
    .flatMap((root) => (root instanceof Element ? [root, ...Array.from(root.querySelectorAll("input, textarea, select"))] : []))
    .filter(isControl)
    .filter((control) => control.name && control.type !== "hidden");
}

/** Reads every named control in `roots`, and the focused one with its selection. */
export function carryFrom(roots: readonly Node[]): Carried {
  const controls = controlsIn(roots).map((control) => ({
    key: keyOf(control),
    value: control.value,
    checked: checkable(control) && control.checked,
    files: control instanceof HTMLInputElement && control.type === "file" ? control.files : null,
  }));
  const active = document.activeElement;
  const focused = isControl(active) && roots.some((root) => root.contains(active)) ? active : null;
  const selection = (control: Control) => {
    try {
      return control instanceof HTMLSelectElement ? null : { start: control.selectionStart, end: control.selectionEnd };
    } catch {
      return null; // inputs without a text selection (checkbox, email in some engines) throw
    }
  };
  const range = focused ? selection(focused) : null;
  return { controls, focus: focused ? { key: keyOf(focused), start: range?.start ?? null, end: range?.end ?? null } : null };
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
  const target = carried.focus ? byKey.get(carried.focus.key) : undefined;
  if (!target || !carried.focus) return;
  target.focus({ preventScroll: true });
  const { start, end } = carried.focus;
  if (start !== null && end !== null && !(target instanceof HTMLSelectElement)) {
    try {
      target.setSelectionRange(start, end);
    } catch {
      // not a text control
    }
  }
}
