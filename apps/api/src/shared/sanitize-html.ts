// CMS HTML is sanitised when stored and again when served: markup for layout and links stays,
// scripts, event handlers and javascript: URLs go.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'picture',
    'source',
    'figure',
    'figcaption',
    'svg',
    'path',
    'button',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'aria-label', 'aria-hidden', 'role', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['srcset', 'type', 'media'],
    svg: ['viewBox', 'width', 'height', 'fill', 'xmlns'],
    path: ['d', 'fill'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'srcset'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, options);
}
