/** VARIANTS.md §3.4: the Ready prompt's template and the trigger text it stores. */
import { beforeAll, describe, expect, it } from "vitest";
import { renderTemplate } from "../../tests/support/handlebars";
import { MAX_TRIGGER_LENGTH } from "../rules";

let readyTrigger: (text: string) => string;
beforeAll(async () => {
  (globalThis as Record<string, unknown>)["foundry"] = { applications: { api: { DialogV2: class {} } } };
  ({ readyTrigger } = await import("./dialogs"));
});

describe("the Ready prompt", () => {
  it("asks for the trigger with a length-bounded input", () => {
    const html = renderTemplate("templates/combat/ready-dialog.hbs", { name: "Brakka", max: MAX_TRIGGER_LENGTH });
    expect(html).toContain("What triggers the action Brakka readies?");
    expect(html).toContain(`maxlength="${MAX_TRIGGER_LENGTH}"`);
    expect(html).toContain('name="trigger"');
  });
  it("stores the trigger trimmed and cut to the rules' bound (the relay refuses longer)", () => {
    expect(readyTrigger("  when the ogre moves ")).toBe("when the ogre moves");
    expect(readyTrigger("x".repeat(500))).toHaveLength(MAX_TRIGGER_LENGTH);
  });
});
