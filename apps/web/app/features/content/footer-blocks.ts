// The CMS blocks the footer is built from (spec §2).
export const FOOTER_BLOCK_IDS = [
  'footer-follow-us',
  'footer-help-links',
  'footer-company-links',
  'footer-get-inspired-links',
  'footer-legal-links',
  'footer-subscribe-text',
] as const;

export type FooterBlockId = (typeof FOOTER_BLOCK_IDS)[number];

export interface FooterBlock {
  identifier: FooterBlockId;
  title: string;
  /** HTML sanitised by the API. */
  content: string;
}
