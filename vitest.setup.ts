import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";

// A lazy component's first import is transformed on demand, slower than findBy's 1 s default on a
// loaded CI machine; a passing test still passes as soon as its element appears.
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => cleanup());

// The "dom" project runs its files in one document (`isolate: false`): each starts from a blank one,
// whatever the last left outside React Testing Library (a toaster, a theme class, storage).
beforeAll(() => {
  if (typeof document === "undefined") return; // a file that asks for the node environment
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
});
