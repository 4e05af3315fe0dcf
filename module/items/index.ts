/**
 * The items feature: data models for weapon, armour, gear, spell, skill and race. (The value checks
 * of items are registered with the actors' in module/actors/validation-hooks.ts.)
 */
import { ArmourModel, ContainerModel, GearModel, RaceModel, SkillModel, SpellModel, WeaponModel } from "./models";

/** Registers the items feature: called once from the system's init hook. */
export function registerItems(): void {
  CONFIG.Item.dataModels.weapon = WeaponModel;
  CONFIG.Item.dataModels.armour = ArmourModel;
  CONFIG.Item.dataModels.gear = GearModel;
  CONFIG.Item.dataModels.spell = SpellModel;
  CONFIG.Item.dataModels.skill = SkillModel;
  CONFIG.Item.dataModels.race = RaceModel;
  CONFIG.Item.dataModels.container = ContainerModel;
}

export { ArmourModel, ContainerModel, GearModel, RaceModel, SkillModel, SpellModel, WeaponModel } from "./models";
