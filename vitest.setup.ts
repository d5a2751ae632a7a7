import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor wait up to 1 s by default. A lazy component's first import is transformed
// on demand, which on a loaded 2-core CI machine took longer (site-search.test.tsx's dialog, seen
// at 5.3 s): wait longer; a test that passes still passes as soon as its element appears.
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => cleanup());
