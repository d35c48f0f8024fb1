// A global message: literal text (usually from the API) or a language-file key to translate, with
// the values its text interpolates (a name, a count).
export type GlobalMessageType = 'success' | 'error' | 'notice';

export type GlobalMessageInput = { type: GlobalMessageType } & (
  | { text: string }
  | { key: string; values?: Record<string, string | number> }
);

export type GlobalMessage = GlobalMessageInput & { id: number };
