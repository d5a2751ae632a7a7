import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/lib/notify";
import { useHydratedFlag } from "~/lib/use-hydrated-flag";

/** Copies the address and confirms with a toast. Rendered only once JavaScript can run it. */
export function CopyEmailButton({ email }: { email: string }) {
  const hydrated = useHydratedFlag();
  if (!hydrated) return null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(email);
      void notify("Email address copied", "success");
    } catch {
      void notify("Couldn't copy the address", "error", `Please copy ${email} manually.`);
    }
  }

  return (
    <Button type="button" variant="secondary" size="sm" onClick={copy} aria-label="Copy email address">
      <Icon name="copy" /> Copy email
    </Button>
  );
}
