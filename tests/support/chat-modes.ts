/**
 * Stand-ins for core's "apply a visibility mode to chat message data" statics, one per version,
 * as strict as core: each knows only its own version's mode names and throws on any other (v14
 * looks the mode up in CONFIG.ChatMessage.modes and calls its handler, so an unknown or v13 name
 * fails there; v13 would silently treat an unknown name as public, which a test must not rely on).
 *
 * v13: `ChatMessage.applyRollMode(chatData, rollMode)`, modes publicroll, gmroll, blindroll, selfroll.
 * v14: `ChatMessage.applyMode(chatData, mode)`, modes public, gm, blind, self, ic (in character:
 * the message is styled IC and spoken by the data's speaker, which must be present).
 */
export interface ModedData {
  whisper?: string[];
  blind?: boolean;
  style?: number;
  speaker?: unknown;
}

/** `CONST.CHAT_MESSAGE_STYLES.IC` (api/v14/variables/CONST.CHAT_MESSAGE_STYLES.html). */
export const STYLE_IC = 2;

export function v13ChatModes(gmIds: string[], selfId: string) {
  return {
    applyRollMode(data: ModedData, mode: string): ModedData {
      switch (mode) {
        case "publicroll":
          data.whisper = [];
          data.blind = false;
          break;
        case "gmroll":
          data.whisper = [...gmIds];
          break;
        case "blindroll":
          data.whisper = [...gmIds];
          data.blind = true;
          break;
        case "selfroll":
          data.whisper = [selfId];
          break;
        default:
          throw new Error(`v13 has no roll mode "${mode}"`);
      }
      return data;
    },
  };
}

export function v14ChatModes(gmIds: string[], selfId: string) {
  return {
    applyMode(data: ModedData, mode: string): ModedData {
      switch (mode) {
        case "public":
          data.whisper = [];
          data.blind = false;
          break;
        case "gm":
          data.whisper = [...gmIds];
          break;
        case "blind":
          data.whisper = [...gmIds];
          data.blind = true;
          break;
        case "self":
          data.whisper = [selfId];
          break;
        case "ic":
          if (data.speaker === undefined || data.speaker === null) throw new TypeError("Cannot read properties of undefined (speaker)");
          data.style = STYLE_IC;
          break;
        default:
          throw new TypeError(`CONFIG.ChatMessage.modes["${mode}"] is undefined`);
      }
      return data;
    },
  };
}
