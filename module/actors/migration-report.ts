/**
 * The migration report: old values a migration could not keep under the new shape
 * (module/actors/migrate.ts leaves them in `system.migrationNotes`) are shown to the GMs once, in
 * one localised chat message whispered to them, written by the active GM when the world is ready.
 * A world setting remembers what was reported, so the same notes are not shown again next session.
 */
import { createChatMessage } from "../compat";
import { SYSTEM_ID } from "../constants";
import { producedByMigration, type MigrationNote, type MigrationReason } from "../data/migrate";

/** At most this many notes in one report (the rest follow at the next load). */
export const MAX_REPORT_LINES = 100;
/** A note's value (and field path) is cut to this many characters in the report. */
export const MAX_REPORT_VALUE = 200;

/** A document that carries notes, as the report sees it. */
export interface NotedDocument {
  /** Stable key (the document's UUID). */
  readonly key: string;
  readonly name: string;
  readonly notes: readonly MigrationNote[];
}

/** Localisation keys of the report. */
export const MIGRATION_REPORT_KEYS = Object.freeze({
  title: "ER.Migration.Title",
  intro: "ER.Migration.Intro",
  line: "ER.Migration.Line",
  more: "ER.Migration.More",
  reason: {
    conflict: "ER.Migration.Reason.conflict",
    unreadable: "ER.Migration.Reason.unreadable",
    outOfRange: "ER.Migration.Reason.outOfRange",
  } satisfies Record<MigrationReason, string>,
});

export type Localise = (key: string, data?: Record<string, string>) => string;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function isNote(x: unknown): x is MigrationNote {
  const n = x as Partial<MigrationNote> | null;
  return !!n && typeof n.path === "string" && typeof n.value === "string" && (n.reason === "conflict" || n.reason === "unreadable" || n.reason === "outOfRange");
}

/**
 * The notes stored on a document's system data that this load's migration produced (migrate.ts,
 * producedByMigration): anything malformed, or written there by anyone else (an owner may write
 * their own actor's system data), is skipped.
 */
export function notesOf(system: unknown): MigrationNote[] {
  const list = (system as { migrationNotes?: unknown } | null)?.migrationNotes;
  return Array.isArray(list) ? list.filter(isNote).filter(producedByMigration) : [];
}

function cut(text: string): string {
  return text.length > MAX_REPORT_VALUE ? `${text.slice(0, MAX_REPORT_VALUE)}…` : text;
}

function fingerprint(notes: readonly MigrationNote[]): string {
  return JSON.stringify(notes.map((n) => [n.path, n.value, n.reason]));
}

/**
 * What to report now: the documents whose notes were not reported before (per document key and
 * note content), the chat content (HTML, every value escaped) and the updated record.
 */
export function planMigrationReport(
  docs: readonly NotedDocument[],
  reported: Readonly<Record<string, string>>,
  localise: Localise,
): { content: string; reported: Record<string, string> } | null {
  const fresh = docs.filter((d) => d.notes.length > 0 && reported[d.key] !== fingerprint(d.notes));
  if (fresh.length === 0) return null;
  // Whole documents while they fit in MAX_REPORT_LINES (the first one cut to fit); the rest are counted and reported next time.
  const shown: NotedDocument[] = [];
  let lines = 0;
  for (const d of fresh) {
    if (lines + d.notes.length > MAX_REPORT_LINES && shown.length > 0) continue;
    shown.push(shown.length === 0 ? { ...d, notes: d.notes.slice(0, MAX_REPORT_LINES) } : d);
    lines += Math.min(d.notes.length, MAX_REPORT_LINES);
  }
  const left = fresh.filter((d) => !shown.some((s) => s.key === d.key)).reduce((n, d) => n + d.notes.length, 0);
  const items = shown.flatMap((d) =>
    d.notes.map(
      (n) =>
        `<li>${escapeHtml(localise(MIGRATION_REPORT_KEYS.line, { document: cut(d.name), field: cut(n.path), value: cut(n.value), reason: localise(MIGRATION_REPORT_KEYS.reason[n.reason]) }))}</li>`,
    ),
  );
  if (left > 0) items.push(`<li>${escapeHtml(localise(MIGRATION_REPORT_KEYS.more, { count: String(left) }))}</li>`);
  const content = `<h3>${escapeHtml(localise(MIGRATION_REPORT_KEYS.title))}</h3><p>${escapeHtml(localise(MIGRATION_REPORT_KEYS.intro))}</p><ul>${items.join("")}</ul>`;
  const next = { ...reported };
  for (const d of shown) next[d.key] = fingerprint(fresh.find((f) => f.key === d.key)!.notes);
  return { content, reported: next };
}

const SETTING = "migrationReported";

/** Every world actor and item, and every item an actor owns, with its notes. */
function notedDocuments(): NotedDocument[] {
  const out: NotedDocument[] = [];
  const add = (doc: { uuid: string; name: string | null; system: unknown }) => {
    const notes = notesOf(doc.system);
    if (notes.length > 0) out.push({ key: doc.uuid, name: doc.name ?? doc.uuid, notes });
  };
  for (const actor of game.actors?.contents ?? []) {
    add(actor);
    for (const item of actor.items.contents) add(item);
  }
  for (const item of game.items?.contents ?? []) add(item);
  return out;
}

async function reportMigrations(): Promise<void> {
  if (game.users?.activeGM?.isSelf !== true || !game.settings) return;
  const reported = (game.settings.get(SYSTEM_ID, SETTING) ?? {}) as Record<string, string>;
  const i18n = game.i18n;
  const localise: Localise = (key, data) => (data ? (i18n?.format(key, data) ?? key) : (i18n?.localize(key) ?? key));
  const plan = planMigrationReport(notedDocuments(), reported, localise);
  if (!plan) return;
  const whisper = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "").filter(Boolean);
  await createChatMessage({ content: plan.content, whisper, speaker: { alias: localise(MIGRATION_REPORT_KEYS.title) } });
  await game.settings.set(SYSTEM_ID, SETTING, plan.reported);
}

/** Registers the record of reported notes (init) and the report itself (ready, active GM only). */
export function registerMigrationReport(): void {
  game.settings?.register(SYSTEM_ID, SETTING, { scope: "world", config: false, type: Object, default: {} });
  Hooks.once("ready", () => {
    void reportMigrations();
  });
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "enchanted-realms.migrationReported": Record<string, string>;
  }
}
