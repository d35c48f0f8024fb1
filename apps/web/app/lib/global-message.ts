// A global message: literal text (usually from the API) or a language-file key to translate.
export type GlobalMessageType = 'success' | 'error' | 'notice';

export type GlobalMessageInput = { type: GlobalMessageType } & ({ text: string } | { key: string });

export type GlobalMessage = GlobalMessageInput & { id: number };
