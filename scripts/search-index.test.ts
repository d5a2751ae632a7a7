import { expect, test } from "vitest";
import { indexedPart } from "./search-index";

const page = `<!doctype html><html lang="en"><head><title>A report · Halcyrion</title><style>@font-face{}</style>
<script type="speculationrules">{}</script></head><body class="x"><header><nav>Platform Services</nav></header>
<main id="main" data-pagefind-body><h1>A report</h1><p>What we found.</p><script type="module">boot()</script></main>
<footer>© Halcyrion</footer></body></html>`;

test("Pagefind is handed a page's head and main, without the header, footer, stylesheet or scripts", () => {
  const part = indexedPart(page);
  expect(part).toContain('<html lang="en">');
  expect(part).toContain("<title>A report · Halcyrion</title>");
  expect(part).toContain(
    '<main id="main" data-pagefind-body><h1>A report</h1><p>What we found.</p>',
  );
  for (const gone of [
    "Platform Services",
    "© Halcyrion",
    "@font-face",
    "speculationrules",
    "boot()",
  ])
    expect(part).not.toContain(gone);
});
