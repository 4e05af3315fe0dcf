/** The combat rules (RULES.md §1–2): actions, the order of a round, the clock's stops, the round plan, the double move and the escalation die. */
export * from "./action";
export * from "./order";
export * from "./clock-steps";
export * from "./round-start";
export * from "./round-plan";
export * from "./retreat";
export * from "./engagement";
export * from "./double-move";
export * from "./escalation";
export * from "./turn-moment";
export * from "./drag-ally";
export * from "./evasion";
export * from "./mounted";
