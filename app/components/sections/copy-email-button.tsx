import { buttonVariants } from "~/components/ui/button-variants";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/notify";

/** A plain button with the Button's look, so the island does not carry the Button's `asChild` support. */
export function CopyEmailButton({ email }: { email: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(email);
      void notify("Email address copied", "success");
    } catch {
      void notify("Couldn't copy the address", "error", `Please copy ${email} manually.`);
    }
  }

  return (
    <button type="button" className={buttonVariants({ variant: "secondary", size: "sm" })} onClick={copy} aria-label="Copy email address" data-needs-script>
      <Icon name="copy" /> Copy email
    </button>
  );
}
