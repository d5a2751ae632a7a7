import type { Action } from "~/content/types";
import { buttonVariants } from "~/components/ui/button-variants";
import { actionHref } from "~/lib/actions";

type Surface = "light" | "dark";

function variantFor(action: Action, index: number, surface: Surface) {
  const variant = action.variant ?? (index === 0 ? "primary" : "secondary");
  if (surface === "light") return variant;
  if (variant === "primary") return "inverse";
  return variant === "ghost" ? "ghost" : "outline-inverse";
}

export function ActionButton({ action, index = 0, surface = "light" }: { action: Action; index?: number; surface?: Surface }) {
  return (
    <a href={actionHref(action)} className={buttonVariants({ variant: variantFor(action, index, surface), size: "lg" })}>
      {action.label}
    </a>
  );
}

export function ActionRow({ actions, surface }: { actions: Action[]; surface?: Surface }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <ActionButton key={action.label} action={action} index={index} surface={surface} />
      ))}
    </div>
  );
}
