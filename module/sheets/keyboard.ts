/**
 * Keyboard use of the sheets' link-style controls. Tabs and "view item" are `<a data-action>`
 * elements, not buttons, because core disables every form control of a sheet the user cannot edit
 * (an Observer, a locked compendium entry) and those two must keep working there. A link without
 * `href` gets no keyboard activation from the browser, so this gives Enter and Space to those that
 * are in the tab order. Self-contained (no imports, no module state): the previews embed its source.
 */
export function bindKeyboardActivation(root: HTMLElement): void {
  if (root.dataset["erKeyboard"] === "bound") return;
  root.dataset["erKeyboard"] = "bound";
  root.addEventListener("keydown", (event: KeyboardEvent) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.matches("a[data-action][tabindex]")) return;
    event.preventDefault();
    target.click();
  });
}

/**
 * Keeps `aria-selected` of a tab group's links true on the active tab only. Core's tab switch moves
 * the `active` class without re-rendering, so the attribute the template wrote would go stale.
 * Self-contained (the previews embed its source).
 */
export function syncTabSelection(root: HTMLElement, group: string, tab: string): void {
  for (const link of root.querySelectorAll<HTMLElement>('[data-action="tab"][data-group]')) {
    if (link.dataset["group"] !== group) continue;
    link.setAttribute("aria-selected", link.dataset["tab"] === tab ? "true" : "false");
  }
}
