// A report is published whole under TLP:CLEAR, so a part marked otherwise (an indicator, a paragraph, a
// rule) would be published against its marking: any other TLP word in a research file stops the build.

// TLP 2.0's labels and TLP 1.0's WHITE, however written: "TLP:RED", "tlp red", "TLP-AMBER+STRICT".
const MARKING = /\bTLP\s*[:_ -]?\s*(RED|AMBER(?:\s*\+\s*STRICT)?|GREEN|WHITE)\b/gi;

/** Each TLP word other than CLEAR in a research file's text, as "file: line N: ..." problems. */
export function markingProblems(file: string, text: string): string[] {
  return [...text.matchAll(MARKING)].map((match) => {
    const line = text.slice(0, match.index).split("\n").length;
    const label = `TLP:${(match[1] ?? "").replace(/\s+/g, "").toUpperCase()}`;
    const what =
      label === "TLP:WHITE"
        ? "TLP:WHITE is TLP 1.0's name for TLP:CLEAR: write TLP:CLEAR"
        : `${label} marks what may not be published: everything in a research file is published under the report's TLP:CLEAR. Remove that part (and its marking), or keep the report out of the site`;
    return `${file}: line ${line}: ${what}`;
  });
}
