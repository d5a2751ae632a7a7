import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";

// findBy… and waitFor wait up to 1 s by default. A lazy component's first import is transformed
// on demand, which on a loaded 2-core CI machine took longer (site-search.test.tsx's dialog, seen
// at 5.3 s): wait longer; a test that passes still passes as soon as its element appears.
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => cleanup());

// The "dom" project runs its files one after another in the same document (vitest.config.ts,
// `isolate: false`): each file starts from a blank one, as it would in a document of its own,
// whatever the file before it left outside React Testing Library (a toaster, a theme class, storage).
beforeAll(() => {
  if (typeof document === "undefined") return; // a file that asks for the node environment
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
});
