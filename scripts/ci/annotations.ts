// GitHub workflow commands that put each content problem on its file and line in the pull
// request's "Files changed" tab (and in the run's annotations), worded as in the summary.
import type { Problem } from "./parse.ts";
import { fieldLabel, plainMessage } from "./words.ts";

type Located = { file: string; message: string; line: number };

const data = (value: string) =>
  value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
/** A property (file=, title=) escapes its separators too. */
const property = (value: string) => data(value).replace(/:/g, "%3A").replace(/,/g, "%2C");

export function annotations(
  problems: (Problem & { line: number })[],
  warnings: Located[] = [],
  attention: Located[] = [],
) {
  return [
    ...attention.map(
      (a) =>
        `::warning file=${property(a.file)},line=${a.line},title=Read before publishing::${data(a.message)}`,
    ),
    ...problems.map(
      (p) =>
        `::error file=${property(p.file)},line=${p.line},title=${property(p.field ? fieldLabel(p.field) : "Content")}::${data(plainMessage(p.message))}`,
    ),
    ...warnings.map(
      (w) =>
        `::warning file=${property(w.file)},line=${w.line},title=Figure to re-check::${data(w.message)}`,
    ),
  ];
}
