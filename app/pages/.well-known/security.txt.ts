import { existsSync } from "node:fs";
import type { APIRoute } from "astro";
import { prerenderedPagePaths } from "../../content-layer/addresses";
import { site } from "~/content/site";
import { fileResponse } from "~/files/file-response";
import { PGP_KEY_FILE } from "~/files/openpgp-key";
import { securityTxt } from "~/files/security-txt";
import { wellKnown } from "~/route-table";

/** Points only at what the site has: a policy page kept out as a draft, or a missing key, is not named. */
export const GET: APIRoute = () => {
  const pages = new Set(prerenderedPagePaths());
  const page = (path: string) => (pages.has(path) ? path : undefined);
  const links = {
    policy: page("/security"),
    acknowledgments: page("/security/thanks"),
    encryption: existsSync(PGP_KEY_FILE) ? wellKnown.pgpKey : undefined,
    // Always built, beside this file (.well-known/csaf/[...file].ts).
    csaf: wellKnown.csafProviderMetadata,
  };
  return fileResponse(
    "security.txt",
    securityTxt({ origin: site.origin, contact: site.mailboxes.security, now: new Date(), links }),
  );
};
