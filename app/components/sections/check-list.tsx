import { Icon } from "~/components/ui/icon";

export function CheckList({ points }: { points: string[] }) {
  if (points.length === 0) return null;
  return (
    <ul className="mt-5 space-y-2 border-t border-line pt-5">
      {points.map((point) => (
        <li key={point} className="flex gap-2.5 text-ink">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}
