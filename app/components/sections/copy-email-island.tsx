import { site } from "~/content/site";
import { CopyEmailButton } from "./copy-email-button";

/**
 * The contact section's Copy email button as its island renders it when it wakes
 * (page-islands.tsx imports this module lazily). A module of its own: the contact section
 * imports the button itself, and a lazy import of a module something also imports statically
 * cannot be split off (the bundler warns about it on every build).
 */
export const copyEmailButton = () => <CopyEmailButton email={site.mailboxes.contact} />;
