// Stand-in for the parts of Foundry's ApplicationV2 behaviour the previews and browser tests rely
// on, written for them (not copied from Foundry):
//  - DocumentSheetV2 disables every control of a sheet's form when the user cannot edit the
//    document (an Observer, or anyone viewing a locked compendium entry): each element of
//    `form.elements` (inputs, selects, textareas, buttons, fieldsets) is disabled after render.
//  - Clicks on `[data-action]` elements are dispatched to the application's action handlers; the
//    browser delivers no click from a disabled control, so a disabled control's action never runs.
//  - The core `tab` action switches the active tab of a group: the `active` class moves to the
//    clicked nav item and to the content element of the same group and tab.
// The system's own actions are the preview's emulations (window.erPreviewActions); the system's
// additions to core's tab switch come from its own code (window.erPreviewSystem).
(() => {
  "use strict";

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
