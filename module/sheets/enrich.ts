/** Rich text for display: a document's HTML field enriched by Foundry's TextEditor (links, secrets for owners). */
export async function enrichField(
  html: unknown,
  document: { isOwner: boolean } & (Actor.Implementation | Item.Implementation),
): Promise<string> {
  const text = typeof html === "string" ? html : "";
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, { secrets: document.isOwner, relativeTo: document });
}
