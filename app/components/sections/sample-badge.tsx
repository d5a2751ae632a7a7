import { Icon } from "~/components/ui/icon";

export function SampleBadge({ label, dark = false }: { label: string; dark?: boolean }) {
  return (
    <p
      className={
        dark
          ? "inline-flex items-center gap-1.5 rounded-full border border-amber-300/60 bg-amber-300/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-200 uppercase"
          : "inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase"
      }
    >
      <Icon name="flask" className="size-3.5" />
      {label}
    </p>
  );
}
