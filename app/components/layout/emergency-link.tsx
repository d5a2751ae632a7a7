import { Icon } from "~/components/ui/icon";
import { navigation } from "~/content/site";

/** "Under attack?": the way to the incident hotlines from the top bar of every page, at every width. */
export function EmergencyLink() {
  const link = navigation.emergency;
  if (!link) return null;
  return (
    <a
      href={link.href}
      data-nav-item="emergency"
      className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-control border border-red-700 bg-red-50 px-2.5 text-sm font-semibold text-red-800 hover:bg-red-100 sm:px-3"
    >
      <Icon name="siren" className="size-4" />
      {link.label}
    </a>
  );
}
