// Stand-in for the parts of Foundry's ApplicationV2 behaviour the previews and browser tests rely
// on, written for them (not copied from Foundry):
//  - DocumentSheetV2 disables every control of a sheet's form when the user cannot edit the
//    document (an Observer, or anyone viewing a locked compendium entry): each element of
//    `form.elements` (inputs, selects, textareas, buttons, fieldsets) is disabled after render.
//  - Clicks on `[data-action]` elements are dispatched to the application's action handlers; the
//    browser delivers no click from a disabled control, so a disabled control's action never runs.
//  - The core `tab` action switches the active tab of a group: the `active` class moves to the
//    clicked nav item and to the content element of the same group and tab.
//  - `<multi-checkbox>` (core's HTMLMultiCheckboxElement, a form-associated custom element) turns
//    its `<option>` children into one labelled checkbox each, checked when the option is selected;
//    its value is the array of checked values, and `disabled` disables every box.
// The system's own actions are the preview's emulations (window.erPreviewActions); the system's
// additions to core's tab switch come from its own code (window.erPreviewSystem).
(() => {
  "use strict";

  class MultiCheckbox extends HTMLElement {
    static formAssociated = true;
    #internals = this.attachInternals();
    #boxes = [];

    connectedCallback() {
      if (this.#boxes.length) return;
      const options = [...this.querySelectorAll("option")];
      this.#boxes = options.map((option) => {
        const box = document.createElement("input");
        box.type = "checkbox";
        box.value = option.value;
        box.checked = option.selected;
        box.disabled = this.disabled;
        box.addEventListener("change", () => this.#sync());
        const label = document.createElement("label");
        label.className = "checkbox";
        label.append(box, " ", option.textContent ?? "");
        return label;
      });
      this.replaceChildren(...this.#boxes);
      this.#sync();
    }

    #inputs() {
      return this.#boxes.map((label) => label.querySelector("input"));
    }

    #sync() {
      const data = new FormData();
      for (const v of this.value) data.append(this.getAttribute("name") ?? "", v);
      this.#internals.setFormValue(data);
    }

    get value() {
      return this.#inputs().filter((b) => b.checked).map((b) => b.value);
    }

    get disabled() {
      return this.hasAttribute("disabled");
    }

    set disabled(value) {
      this.toggleAttribute("disabled", Boolean(value));
      for (const box of this.#inputs()) box.disabled = Boolean(value);
    }

    formDisabledCallback(disabled) {
      for (const box of this.#inputs()) box.disabled = disabled || this.disabled;
    }
  }
  if (!customElements.get("multi-checkbox")) customElements.define("multi-checkbox", MultiCheckbox);

  function changeTab(app, group, tab) {
    for (const el of app.querySelectorAll(`[data-group="${group}"][data-tab]`)) {
      el.classList.toggle("active", el.dataset.tab === tab);
    }
  }

  function attach(app) {
    if (app.dataset.editable === "false") {
      for (const control of app.elements) control.disabled = true;
    }
    app.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-action]") : null;
      if (!target || !app.contains(target)) return;
      const action = target.dataset.action;
      if (action === "tab") {
        event.preventDefault();
        changeTab(app, target.dataset.group, target.dataset.tab);
        // The system's override of changeTab runs after core's (window.erPreviewSystem, from the page).
        window.erPreviewSystem?.afterChangeTab?.(app, target.dataset.group, target.dataset.tab);
        return;
      }
      const handler = window.erPreviewActions?.[action];
      if (handler) {
        event.preventDefault();
        handler(target, app);
      }
    });
    app.addEventListener("submit", (event) => event.preventDefault());
  }

  window.erPreviewAttach = attach;
  for (const app of document.querySelectorAll("form.application")) attach(app);
})();
