// Files attached to the product (instructions, certificates, 3D models), grouped by file type.

import { Icon } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/react';
import type { AttachedFileGroup } from './product-view';

const FileIcon = () => (
  <Icon className="size-5 shrink-0 text-ink-muted">
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M12 12v6M9.5 15.5 12 18l2.5-2.5" />
  </Icon>
);

export function AttachedFiles({ groups }: { groups: AttachedFileGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="product-files" data-testid="product-attached-files">
      <h2 id="product-files" className="text-xl font-medium">
        {t('product.attached_files')}
      </h2>
      <div className="mt-4 grid gap-6 xs:grid-cols-2">
        {groups.map((group) => (
          <div key={group.label}>
            <h3 className="text-sm font-medium text-ink-muted">{group.label}</h3>
            <ul className="mt-2 space-y-1">
              {group.files.map((file) => (
                <li key={file.url}>
                  <a
                    href={file.url}
                    download
                    className="flex items-center gap-2 rounded-md py-1.5 text-sm hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <FileIcon />
                    <span>{file.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
