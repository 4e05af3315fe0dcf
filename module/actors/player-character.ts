/**
 * Who is a player character, for every rule that reads it (13A escalation die, 001:L132–L134; OSR
 * critical failure on a PC, 002:L81; OSE morale, 003:L1018; 13A save ends at the fight's end): a
 * `character` actor, whoever owns it. RESOLUTION.md R13-1 and VARIANTS.md row 5 read "PC" as the
 * `character` type ("monsters and NPCs" are creatures, 001:L134). Ownership is not the test: it
 * changes hands (a GM playing alone, a player's character taken over for a session) without the
 * character becoming a monster.
 */
export function isPlayerCharacter(actor: { readonly type?: string } | null | undefined): boolean {
  return actor?.type === "character";
}
