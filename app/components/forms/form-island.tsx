import { Island } from "~/components/islands/islands";
import { formIslandName } from "./form-island-spec";
import { FormView, type FormViewProps } from "./form-view";

/** A form wrapped as an island: in a kept page body it comes to life on intent (islands.tsx). */
export function FormIsland(props: FormViewProps) {
  return (
    <Island name={formIslandName(props)}>
      <FormView {...props} />
    </Island>
  );
}
