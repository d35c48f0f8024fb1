// The footer (spec §2): the six CMS blocks (follow us, help, company, get inspired, legal, the
// newsletter text with the subscribe form under it) and the store's copyright line.
import { useRef } from 'react';
import { NewsletterForm } from '~/features/account/NewsletterForm';
import type { FooterBlock, FooterBlockId } from '~/features/content/footer-blocks';
import { useInternalLinks } from '~/lib/use-internal-links';
import { useRequiredShellData } from './use-shell-data';

const LINK_COLUMNS: FooterBlockId[] = [
  'footer-help-links',
  'footer-company-links',
  'footer-get-inspired-links',
  'footer-legal-links',
];

function CmsBlock({ block, className = '' }: { block: FooterBlock; className?: string }) {
  return (
    <div className={className} data-cms-block={block.identifier}>
      {block.title ? (
        <h2 className="mb-4 text-sm font-medium tracking-wide text-ink uppercase">{block.title}</h2>
      ) : null}
      <div
        className="cms-content text-sm leading-relaxed text-ink-muted"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML, sanitised by the API before it is sent
        dangerouslySetInnerHTML={{ __html: block.content }}
      />
    </div>
  );
}

export function SiteFooter() {
  const { footer, storeConfig, website } = useRequiredShellData();
  const byId = (id: FooterBlockId) => footer.find((block) => block.identifier === id);
  const subscribe = byId('footer-subscribe-text');
  const followUs = byId('footer-follow-us');
  const columns = LINK_COLUMNS.map(byId).filter((block): block is FooterBlock => Boolean(block));

  const footerRef = useRef<HTMLElement>(null);
  useInternalLinks(footerRef);

  return (
    <footer ref={footerRef} className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-[1440px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 xs:px-6 sm:grid-cols-4 md:grid-cols-6 md:px-8">
        {subscribe || followUs ? (
          <div className="col-span-2 grid gap-8 sm:col-span-4 sm:grid-cols-2 md:col-span-2 md:grid-cols-1 md:content-start md:pr-8">
            {subscribe ? (
              <div>
                <CmsBlock block={subscribe} />
                <NewsletterForm website={website} />
              </div>
            ) : null}
            {followUs ? (
              <CmsBlock
                block={followUs}
                className="[&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-x-5 [&_li+li]:mt-0"
              />
            ) : null}
          </div>
        ) : null}
        {columns.map((block) => (
          <CmsBlock key={block.identifier} block={block} />
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-[1440px] px-4 py-6 text-xs text-ink-muted xs:px-6 md:px-8">
          {storeConfig.copyright}
        </p>
      </div>
    </footer>
  );
}
