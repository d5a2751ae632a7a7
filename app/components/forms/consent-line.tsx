import { consentParts } from "~/forms/consent";
import { cn } from "~/lib/cn";

export function ConsentLine({ line, surface = "light" }: { line: string; surface?: "light" | "dark" }) {
  const { before, link, after } = consentParts(line);
  return (
    <p className={cn("text-sm sm:col-span-2", surface === "dark" ? "text-slate-300" : "text-muted")}>
      {before}
      {link && (
        <a href="/legal/privacy" className={cn("font-medium underline underline-offset-2", surface === "dark" ? "text-white" : "text-brand-700")}>
          {link}
        </a>
      )}
      {after}
    </p>
  );
}
