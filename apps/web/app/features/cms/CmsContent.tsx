// CMS HTML with the store's typography. The API sanitises it; links to this site navigate inside
// the app.
import { useRef } from 'react';
import { useInternalLinks } from '~/lib/use-internal-links';

export function CmsContent({ html, className = '' }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useInternalLinks(ref);
  return (
    <div
      ref={ref}
      className={`cms-prose ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the API before it is sent
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
