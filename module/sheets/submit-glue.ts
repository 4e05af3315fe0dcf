/** Sheet side of {@link checkSubmission}: reports refused fields and removes them from the form data in place. */
import { reportProblems } from "../actors/validation-hooks";
import { checkSubmission } from "./submit";

export function refuseBadFields(
  documentName: "Actor" | "Item",
  type: string,
  formObject: Record<string, unknown>,
  restoreForm: () => void,
): void {
  const { kept, problems } = checkSubmission(documentName, type, formObject);
  if (problems.length === 0) return;
  reportProblems(documentName, problems);
  for (const key of Object.keys(formObject)) if (!(key in kept)) delete formObject[key];
  // The stored values did not change: redraw the form so it shows them again.
  restoreForm();
}
