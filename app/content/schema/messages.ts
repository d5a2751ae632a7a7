// Messages for the person editing the file: a missing field says "Required", not zod's
// "expected string, received undefined".
import { z } from "zod";

z.config({
  customError: (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "Required";
    if (issue.code === "unrecognized_keys")
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}: check the spelling`;
    return undefined;
  },
});
