/** The stored travel choices' type, for the actor data models (the travel derivation is module/rules/character/travel.ts). */
export type { CompanionTravelDerived, TravelSourceInput } from "../rules";
