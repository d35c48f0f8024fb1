// What the server takes of the helpdesk: its settings (HELPDESK_FILES_DIR) for each request
// context and the authorised download route of attachments.

export { isAttachmentRequest, serveAttachment } from './serve-attachment.ts';
export { attachHelpdesk, helpdeskSettings } from './settings.ts';
