/** Rolls from the sheet: hotbar macros for rollable items. Called once from the system's init hook. */
import { registerHotbarDrop } from "./hotbar";

export function registerRolls(): void {
  registerHotbarDrop();
}
